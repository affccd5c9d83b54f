import type { IngredientCategory as C } from './types.ts';

/**
 * Ingredient lexicon: names cooks write in English and Portuguese, mapped to a family id (used by
 * the substitution table) and to categories (used by diet rules). Matching is longest-phrase-first,
 * so "peanut butter" wins over "butter", "leite de coco" over "leite", "noz-moscada" over "noz".
 */
export interface LexEntry {
  id: string;
  cats: C[];
  en: string[];
  pt: string[];
}

function L(id: string, cats: C[], en: string, pt: string): LexEntry {
  const split = (s: string) =>
    s
      .split('|')
      .map((x) => x.trim())
      .filter(Boolean);
  return { id, cats, en: split(en), pt: split(pt) };
}

const MEAT: C[] = ['meat'];
const BEEF: C[] = ['meat', 'beef'];
const PORK: C[] = ['meat', 'pork'];
const POULTRY: C[] = ['meat', 'poultry'];

export const LEXICON: LexEntry[] = [
  // ---------------------------------------------------------------- beef and other red meat
  L(
    'beef',
    BEEF,
    'beef|steak|sirloin|rump steak|ribeye|rib eye|flank steak|skirt steak|chuck|brisket|stewing beef|beef chuck|roast beef|veal|oxtail|short rib|beef tenderloin|filet mignon|topside|silverside|t-bone|corned beef|beef strips',
    'carne bovina|carne de boi|carne de vaca|bife|alcatra|picanha|maminha|fraldinha|contrafile|contra-file|file mignon|patinho|acem|musculo|cupim|lagarto|coxao mole|coxao duro|paleta bovina|costela bovina|costela de boi|rabada|vitela|carne de panela|carne para ensopado|bisteca bovina|miolo de alcatra|carne em cubos|carne em tiras',
  ),
  L(
    'ground-beef',
    BEEF,
    'ground beef|minced beef|beef mince|mince|hamburger meat|ground meat|minced meat|meatballs|meatball|burger patties|burger patty|beef burgers',
    'carne moida|carne picada|almondegas|almondega|hamburguer bovino|hamburguer de carne|hamburguer',
  ),
  L(
    'dried-beef',
    BEEF,
    'jerky|beef jerky|dried beef|salted beef|sun-dried beef',
    'carne seca|charque|carne de sol|jaba',
  ),
  L(
    'lamb',
    MEAT,
    'lamb|lamb chops|lamb shoulder|leg of lamb|mutton|goat|kid goat',
    'cordeiro|carneiro|cabrito|paleta de cordeiro|pernil de cordeiro|costeleta de cordeiro|bode',
  ),
  L('game', MEAT, 'venison|rabbit|wild boar|bison|elk', 'coelho|javali|veado'),
  L(
    'offal',
    MEAT,
    'liver|chicken livers|kidneys|tripe|tongue|sweetbreads|heart|gizzards|bone marrow',
    'figado|miudos|bucho|dobradinha|lingua|moela|moelas|coracao de galinha|coracaozinho|tutano|rim',
  ),
  L(
    'meat',
    MEAT,
    'meat|red meat|cold cuts|deli meat|ribs|spare ribs|pot roast|stew meat',
    'carne|carnes|frios fatiados|costela|costelas|carne vermelha|carne de segunda|carne de primeira',
  ),
  L(
    'gravy',
    ['stock', 'meat'],
    'meat gravy|beef gravy|chicken gravy|turkey gravy|meat juices|pan drippings|drippings|beef dripping',
    'molho de carne|caldo da carne',
  ),
  // "Gravy" alone is also the word for a curry sauce: a sauce, not meat.
  L('sauce', ['stock'], 'gravy', 'molho ferrugem'),
  L('bone-broth', ['stock', 'meat'], 'bone broth', 'caldo de ossos|caldo de mocoto|mocoto'),
  // ---------------------------------------------------------------- pork
  L(
    'pork',
    PORK,
    'pork|pork loin|pork shoulder|pork chops|pork belly|pork tenderloin|pork ribs|pork neck|pulled pork|suckling pig|pork leg|pork mince|ground pork|pork steaks',
    'porco|carne de porco|carne suina|lombo|lombo de porco|lombinho|pernil|pernil de porco|costelinha|costelinha de porco|costela de porco|bisteca|bisteca de porco|panceta|barriga de porco|pe de porco|orelha de porco|rabo de porco|focinho de porco|carne moida de porco|copa lombo|leitao|suan',
  ),
  L(
    'bacon',
    PORK,
    'bacon|streaky bacon|back bacon|pancetta|lardons|salt pork|guanciale|smoked bacon|bacon bits',
    'bacon|toucinho|toucinho defumado|torresmo|torresmos|bacon em cubos|guanciale',
  ),
  L(
    'ham',
    PORK,
    'ham|prosciutto|parma ham|serrano ham|gammon|cooked ham|smoked ham|jamon',
    'presunto|presunto cru|presunto parma|presunto tender|fiambre|lombo canadense',
  ),
  L(
    'sausage',
    PORK,
    'sausage|sausages|chorizo|pepperoni|salami|hot dog|hot dogs|frankfurter|bratwurst|kielbasa|andouille|italian sausage|mortadella|blood sausage|black pudding|nduja|sobrasada',
    'linguica|linguica calabresa|calabresa|linguica toscana|paio|salsicha|salsichao|salame|mortadela|chourico|morcela|chorizo|pepperoni|cervelat|salsicha de porco',
  ),
  L('lard', PORK, 'lard|pork fat|suet|tallow|schmaltz', 'banha|banha de porco|gordura de porco|sebo'),
  // ---------------------------------------------------------------- poultry
  L(
    'chicken',
    POULTRY,
    'chicken|chicken breast|chicken breasts|chicken thigh|chicken thighs|chicken legs|drumsticks|chicken wings|wings|rotisserie chicken|whole chicken|chicken tenders|chicken fillets|boneless chicken|shredded chicken|cooked chicken|hen|poussin|spatchcock|poultry',
    'frango|galinha|peito de frango|file de peito|files de frango|file de frango|sobrecoxa|sobrecoxas|coxa|coxas|coxa de frango|coxinha da asa|asinha|asas de frango|asa de frango|frango desfiado|frango assado|galeto|tulipa|drumete|peito',
  ),
  L(
    'turkey',
    POULTRY,
    'turkey|turkey breast|ground turkey|turkey mince',
    'peru|peito de peru|chester|blanquet de peru',
  ),
  L(
    'duck',
    POULTRY,
    'duck|duck breast|duck legs|goose|quail|pheasant|guinea fowl',
    'pato|magret|marreco|ganso|codorna|codornas|chester|faisao',
  ),
  L(
    'chicken-stock',
    ['stock', 'meat', 'poultry'],
    'chicken stock|chicken broth|chicken bouillon|chicken stock cube|chicken consomme',
    'caldo de galinha|caldo de frango|tablete de caldo de galinha|tablete de caldo de frango|caldo de galinha em po',
  ),
  L(
    'beef-stock',
    ['stock', 'meat', 'beef'],
    'beef stock|beef broth|beef bouillon|beef stock cube|beef consomme|veal stock|meat stock|demi-glace',
    'caldo de carne|tablete de caldo de carne|fundo de carne|caldo de carne em po|caldo de costela',
  ),
  // ---------------------------------------------------------------- fish and seafood
  L(
    'fish',
    ['fish'],
    'fish|white fish|fish fillets|fish fillet|fish steaks|fish steak|white fish steaks|firm white fish|cod|salt cod|haddock|hake|halibut|tilapia|pollock|sea bass|bass|snapper|red snapper|sole|plaice|swordfish|catfish|grouper|mahi mahi|monkfish|pangasius|basa|whiting|perch|pike|carp|turbot|bream|sea bream',
    'peixe|peixes|file de peixe|files de peixe|postas de peixe|posta de peixe|postas de peixe firme|bacalhau|tilapia|merluza|pescada|robalo|pargo|dourado|pintado|tambaqui|pirarucu|linguado|namorado|badejo|garoupa|surubim|pescadinha|corvina|tainha|saint peter|peixe branco',
  ),
  L(
    'salmon',
    ['fish'],
    'salmon|smoked salmon|salmon fillet|salmon fillets|trout|arctic char',
    'salmao|salmao defumado|file de salmao|truta',
  ),
  L(
    'tuna',
    ['fish'],
    'tuna|canned tuna|tuna steak|tuna steaks|bonito',
    'atum|atum em lata|atum enlatado|atum solido|atum ralado',
  ),
  L(
    'small-fish',
    ['fish'],
    'sardines|sardine|anchovies|anchovy|anchovy fillets|mackerel|herring|kipper|whitebait',
    'sardinha|sardinhas|anchova|anchovas|aliche|alice|cavala|arenque|manjuba',
  ),
  L(
    'fish-sauce',
    ['fish', 'condiment'],
    'fish sauce|nam pla|nuoc mam|worcestershire sauce|worcestershire|dashi|bonito flakes|katsuobushi|shrimp paste|dried shrimp',
    'molho de peixe|molho ingles|molho worcestershire|dashi|camarao seco|pasta de camarao',
  ),
  L(
    'fish-stock',
    ['stock', 'fish'],
    'fish stock|fish broth|seafood stock|shellfish stock|clam juice',
    'caldo de peixe|fumet|caldo de camarao|caldo de frutos do mar',
  ),
  L(
    'shrimp',
    ['shellfish'],
    'shrimp|prawn|prawns|king prawns|tiger prawns|jumbo shrimp|langoustine|crawfish|crayfish',
    'camarao|camaroes|camarao rosa|camarao cinza|camarao limpo|pitu|lagostim',
  ),
  L(
    'shellfish',
    ['shellfish'],
    'crab|crab meat|crabmeat|lobster|mussels|mussel|clams|clam|oysters|oyster|scallops|scallop|cockles|seafood|seafood mix|surimi|imitation crab|crab sticks|shellfish',
    'caranguejo|siri|carne de siri|lagosta|mexilhao|mexilhoes|marisco|mariscos|ostra|ostras|vieira|vieiras|frutos do mar|sururu|berbigao|kani|kani kama|casquinha de siri',
  ),
  L('squid', ['shellfish'], 'squid|calamari|octopus|cuttlefish', 'lula|lulas|polvo|sepia'),
  L('oyster-sauce', ['shellfish', 'condiment'], 'oyster sauce', 'molho de ostra|molho de ostras'),
  // ---------------------------------------------------------------- dairy
  L(
    'milk',
    ['dairy'],
    'milk|whole milk|full-fat milk|skim milk|skimmed milk|semi-skimmed milk|2% milk|low-fat milk|lactose-free milk|warm milk|cold milk',
    'leite|leite integral|leite desnatado|leite semidesnatado|leite sem lactose|leite morno|leite frio|leite de vaca',
  ),
  L('buttermilk', ['dairy'], 'buttermilk|kefir', 'leitelho|kefir|leite fermentado'),
  L(
    'butter',
    ['dairy'],
    'butter|unsalted butter|salted butter|melted butter|softened butter|cold butter|clarified butter|ghee|brown butter',
    'manteiga|manteiga sem sal|manteiga com sal|manteiga derretida|manteiga gelada|manteiga clarificada|manteiga ghee|ghee|manteiga de garrafa',
  ),
  L(
    'cream',
    ['dairy'],
    'cream|heavy cream|double cream|single cream|whipping cream|heavy whipping cream|light cream|table cream|half-and-half|half and half|whipped cream|clotted cream|cooking cream',
    'creme de leite|creme de leite fresco|nata|chantilly|creme de leite de caixinha|creme de leite sem soro|creme de leite em lata|natas|creme fresco',
  ),
  L(
    'sour-cream',
    ['dairy'],
    'sour cream|creme fraiche|crème fraîche|smetana',
    'creme azedo|sour cream|creme fraiche|coalhada seca',
  ),
  L(
    'yogurt',
    ['dairy'],
    'yogurt|yoghurt|tzatziki|tzatziki sauce|ranch dressing|ranch|blue cheese dressing|raita|greek yogurt|greek yoghurt|natural yogurt|plain yogurt|skyr|labneh|quark|strained yogurt',
    'iogurte|tzatziki|molho de iogurte|molho ranch|iogurte natural|iogurte grego|coalhada|labneh|skyr',
  ),
  L(
    'cream-cheese',
    ['dairy'],
    'cream cheese|mascarpone|cottage cheese|ricotta|quark|neufchatel|fromage frais',
    'cream cheese|requeijao|requeijao cremoso|catupiry|ricota|mascarpone|queijo cottage|cottage|creme de ricota|queijo cremoso',
  ),
  L(
    'cheese',
    ['dairy'],
    'cheese|cheddar|parmesan|parmigiano|parmigiano reggiano|grana padano|pecorino|pecorino romano|mozzarella|buffalo mozzarella|burrata|feta|goat cheese|goats cheese|chevre|gouda|gruyere|emmental|swiss cheese|brie|camembert|provolone|halloumi|paneer|blue cheese|gorgonzola|roquefort|stilton|manchego|monterey jack|pepper jack|colby|queso fresco|cotija|queso|edam|fontina|taleggio|asiago|havarti|grated cheese|shredded cheese|string cheese|american cheese|processed cheese|cheese slices',
    'queijo|queijos|queijo minas|queijo minas frescal|queijo minas padrao|queijo prato|queijo coalho|queijo de coalho|mucarela|mussarela|muzarela|mozzarella|parmesao|queijo parmesao|queijo ralado|provolone|gorgonzola|queijo gouda|queijo estepe|queijo canastra|queijo serrano|queijo de cabra|queijo feta|queijo gruyere|queijo brie|queijo emmental|queijo manteiga|queijo cheddar|cheddar|queijo azul|queijo reino|burrata|queijo fresco|queijo meia cura|queijo curado|queijo em fatias|fatias de queijo|paneer|halloumi',
  ),
  L(
    'condensed-milk',
    ['dairy', 'sugar'],
    'condensed milk|sweetened condensed milk|dulce de leche|caramel sauce|butterscotch|evaporated milk|milk powder|powdered milk|dried milk|custard|ice cream|gelato|toffee|fudge|whey|whey protein|casein|malted milk',
    'leite condensado|doce de leite|leite evaporado|leite em po|creme de confeiteiro|sorvete|caramelo|calda de caramelo|soro de leite|whey|nata em po|leite ninho',
  ),
  L(
    'cheese-sauce',
    ['dairy', 'gluten'],
    'bechamel|béchamel|white sauce|alfredo sauce|cheese sauce|mornay',
    'molho branco|bechamel|molho bechamel|molho de queijo|molho quatro queijos|molho alfredo',
  ),
  L('pesto', ['dairy', 'nut', 'herb'], 'pesto|basil pesto', 'pesto|molho pesto'),
  L(
    'milk-chocolate',
    ['sugar', 'dairy'],
    'milk chocolate|white chocolate|chocolate chips|chocolate|chocolate bar|hot chocolate mix|nutella|hazelnut spread',
    'chocolate|chocolate ao leite|chocolate branco|gotas de chocolate|chocolate em barra|chocolate nobre|achocolatado|creme de avela|nutella|bombom|bombons',
  ),
  // ---------------------------------------------------------------- eggs
  L(
    'egg',
    ['egg'],
    'egg|eggs|large eggs|whole eggs|beaten egg|hard-boiled eggs|boiled eggs|fried egg|egg yolk|egg yolks|yolk|yolks|egg white|egg whites|quail eggs|egg wash',
    'ovo|ovos|gema|gemas|clara|claras|clara de ovo|claras de ovo|gema de ovo|ovo cozido|ovos cozidos|ovo batido|ovos de codorna|ovo de codorna|ovo frito',
  ),
  L(
    'mayonnaise',
    ['egg', 'oil', 'condiment'],
    'mayonnaise|mayo|aioli|tartar sauce|hollandaise|remoulade',
    'maionese|aioli|molho tartaro|molho holandes|molho rose',
  ),
  L('meringue', ['egg', 'sugar'], 'meringue|meringues|marshmallow fluff|eggnog', 'suspiro|suspiros|merengue|gemada'),
  // ---------------------------------------------------------------- gluten (wheat, barley, rye)
  L(
    'flour',
    ['gluten', 'grain'],
    'flour|all-purpose flour|plain flour|self-raising flour|self-rising flour|bread flour|cake flour|wheat flour|whole wheat flour|wholemeal flour|strong flour|pastry flour|semolina|semolina flour|durum wheat|wheat|whole wheat|wheat germ|wheat bran|spelt|spelt flour|rye|rye flour|barley|pearl barley|malt|malt extract|farro|freekeh|einkorn|kamut|triticale|vital wheat gluten',
    'farinha|farinha de trigo|farinha de trigo integral|farinha de trigo com fermento|trigo|semolina|semola|farelo de trigo|germe de trigo|gluten|centeio|farinha de centeio|cevada|malte|extrato de malte|espelta|triguilho|trigo para quibe|trigo sarraceno torrado',
  ),
  L(
    'bread',
    ['gluten', 'grain'],
    'bread|white bread|sandwich bread|sliced bread|baguette|ciabatta|sourdough|brioche|pita|pita bread|naan|flatbread|bagel|bagels|english muffin|english muffins|buns|bun|burger buns|hamburger buns|hot dog buns|rolls|dinner rolls|croissant|croissants|toast|croutons|breadcrumbs|bread crumbs|panko|stale bread|focaccia|wraps|wrap|flour tortillas|flour tortilla|tortilla|tortillas|tortilla wraps|crackers|cream crackers|graham crackers|pretzels|rusks|melba toast|pizza base|pizza dough|chapati|roti|paratha',
    'pao|paes|pao frances|pao de forma|pao integral|pao italiano|pao sirio|pao folha|pao de hamburguer|pao de cachorro-quente|pao de hot dog|baguete|ciabatta|brioche|croissant|torrada|torradas|farinha de rosca|farinha panko|panko|croutons|crouton|pao amanhecido|pao dormido|tortilha|tortilhas|tortilha de trigo|wrap|rap10|bisnaguinha|bisnaga|focaccia|massa de pizza|disco de pizza|biscoito cream cracker|bolacha agua e sal|pao de leite|pao australiano|pao de alho|torradinhas|chapati|naan',
  ),
  L(
    'pasta',
    ['gluten', 'grain'],
    'pasta|spaghetti|penne|fusilli|farfalle|rigatoni|linguine|fettuccine|tagliatelle|pappardelle|macaroni|elbow macaroni|orzo|lasagna|lasagne|lasagna sheets|lasagna noodles|ravioli|tortellini|cannelloni|conchiglie|orecchiette|bucatini|angel hair|capellini|noodles|ramen|ramen noodles|udon|somen|lo mein|instant noodles|gnocchi|couscous|bulgur|bulgur wheat|cracked wheat|fregola|ditalini|stelline|fideo',
    'macarrao|massa|massas|espaguete|penne|parafuso|gravata|gravatinha|talharim|fettuccine|linguine|lasanha|massa de lasanha|massa para lasanha|ravioli|capeletti|canelone|nhoque|cuscuz marroquino|cuscuz de trigo|bulgur|miojo|lamen|macarrao instantaneo|aletria|cabelo de anjo|conchinha|ave-maria|padre-nosso|pene|rigatoni|fusilli|farfalle|orzo|udon|tortellini|soba|massa seca',
  ),
  L(
    'egg-noodles',
    ['gluten', 'grain', 'egg'],
    'egg noodles|fresh pasta|fresh egg pasta|egg pasta',
    'macarrao de ovos|talharim de ovos|massa fresca|massa fresca de ovos|massa com ovos',
  ),
  L(
    'cheese-bread',
    ['dairy', 'starch', 'egg'],
    'cheese bread|brazilian cheese bread|pao de queijo',
    'pao de queijo|paes de queijo|biscoito de queijo|chipa',
  ),
  L('caesar', ['fish', 'egg', 'dairy', 'condiment'], 'caesar dressing|caesar sauce', 'molho caesar|molho cesar'),
  L(
    'pastry',
    ['gluten', 'grain'],
    'puff pastry|shortcrust pastry|pie crust|pastry|filo|phyllo|filo pastry|wonton wrappers|dumpling wrappers|spring roll wrappers|empanada dough|tart shell|pie dough|biscuits|cookies|cake|sponge cake|ladyfingers|savoiardi|digestive biscuits|wafers|waffle|pancake mix|cake mix|cereal|cornflakes|bran flakes|muesli|weetabix',
    'massa folhada|massa podre|massa de torta|massa de pastel|massa filo|massa para pastel|massa de empada|massa para empada|massa de wonton|massa de guioza|biscoito|biscoitos|bolacha|bolachas|biscoito maisena|biscoito maria|bolacha maria|biscoito champanhe|bolo|pao de lo|wafer|mistura para bolo|massa de panqueca|cereal|cereal matinal|sucrilhos|muesli|biscoito de polvilho doce|casquinha',
  ),
  L(
    'beer',
    ['alcohol', 'gluten'],
    'beer|lager|ale|stout|porter|ipa|pilsner|dark beer|malt vinegar',
    'cerveja|cerveja preta|chope|vinagre de malte',
  ),
  L(
    'soy-sauce',
    ['soy', 'gluten', 'condiment'],
    'soy sauce|light soy sauce|dark soy sauce|shoyu|teriyaki|teriyaki sauce|hoisin|hoisin sauce|ponzu|kecap manis|sweet soy sauce|tonkatsu sauce|yakisoba sauce|oyster-flavored sauce|gochujang|black bean sauce|miso soup',
    'molho de soja|molho shoyu|shoyu|molho teriyaki|teriyaki|molho hoisin|molho tare|tare|molho de yakisoba|gochujang|ponzu',
  ),
  L('seitan', ['gluten'], 'seitan|wheat meat|wheat protein', 'seitan|carne de gluten|proteina de trigo'),
  // ---------------------------------------------------------------- grains (gluten-free)
  L(
    'rice',
    ['grain'],
    'rice|white rice|long-grain rice|long grain rice|short-grain rice|basmati|basmati rice|jasmine rice|brown rice|wild rice|arborio|arborio rice|risotto rice|carnaroli|sushi rice|sticky rice|glutinous rice|parboiled rice|cooked rice|leftover rice|black rice|red rice|paella rice|bomba rice',
    'arroz|arroz branco|arroz agulhinha|arroz tipo 1|arroz parboilizado|arroz integral|arroz arboreo|arroz carnaroli|arroz basmati|arroz jasmim|arroz japones|arroz para sushi|arroz cateto|arroz negro|arroz vermelho|arroz selvagem|arroz cozido|arroz de ontem|arroz glutinoso|arroz 7 graos',
  ),
  L(
    'rice-noodles',
    ['grain'],
    'rice noodles|rice vermicelli|starch noodles|sweet potato starch noodles|sweet potato noodles|dangmyeon|korean glass noodles|rice stick noodles|pad thai noodles|rice paper|rice paper wrappers|glass noodles|cellophane noodles|mung bean noodles|soba noodles|100% buckwheat noodles|rice cakes|mochi',
    'macarrao de arroz|talharim de arroz|bifum|macarrao de amido|macarrao coreano de amido de batata-doce|macarrao de batata-doce|macarrao de feijao-mungo|papel de arroz|folha de arroz|harusame|bolinho de arroz|mochi|massa de arroz|macarrao de feijao',
  ),
  L(
    'oats',
    ['grain'],
    'oats|rolled oats|oatmeal|porridge oats|steel-cut oats|instant oats|quick oats|oat bran|oat flour|granola|overnight oats',
    'aveia|aveia em flocos|flocos de aveia|aveia em flocos finos|farelo de aveia|farinha de aveia|granola|mingau de aveia|aveia instantanea',
  ),
  L(
    'corn',
    ['grain'],
    'corn|sweetcorn|sweet corn|corn kernels|corn on the cob|cornmeal|polenta|grits|masa harina|masa|corn tortillas|corn tortilla|tortilla chips|nachos|corn chips|taco shells|hominy|popcorn|cornflour|corn flour|arepa|arepas|tostadas',
    'milho|milho verde|milho em lata|espiga de milho|espigas de milho|fuba|fuba mimoso|polenta|farinha de milho|flocao|flocos de milho|cuscuz nordestino|cuscuz|canjica|canjiquinha|xerem|pipoca|milho de pipoca|tortilha de milho|tortilhas de milho|nachos|tortilla chips|angu|pamonha|curau|creme de milho|arepa|farinha de milho amarela',
  ),
  L(
    'quinoa',
    ['grain'],
    'quinoa|millet|amaranth|buckwheat|buckwheat groats|kasha|teff|sorghum|chia seeds|chia|flaxseed|flax seeds|ground flax|linseed|sunflower seeds|pumpkin seeds|pepitas|hemp seeds|sesame seeds|sesame|poppy seeds',
    'quinoa|quinua|painço|amaranto|trigo sarraceno|sorgo|chia|sementes de chia|semente de chia|linhaca|semente de linhaca|farinha de linhaca|sementes de girassol|semente de girassol|sementes de abobora|semente de abobora|gergelim|sementes de gergelim|papoula|sementes de papoula',
  ),
  L(
    'gf-flour',
    ['grain'],
    'rice flour|brown rice flour|sorghum flour|buckwheat flour|chickpea flour|gram flour|besan|teff flour|gluten-free flour|gluten-free flour blend|gluten free flour|gluten-free breadcrumbs|gluten-free pasta|gluten free pasta|gluten-free bread|gluten free bread|gluten-free oats',
    'farinha de arroz|farinha de arroz integral|farinha de grao-de-bico|farinha de grao de bico|farinha de trigo sarraceno|farinha sem gluten|mix de farinhas sem gluten|mistura sem gluten|farinha de sorgo|macarrao sem gluten|pao sem gluten|aveia sem gluten|farinha de quinoa',
  ),
  // ---------------------------------------------------------------- starches and roots
  L(
    'potato',
    ['starch', 'vegetable'],
    'potato|potatoes|russet potatoes|baby potatoes|new potatoes|yukon gold|waxy potatoes|floury potatoes|mashed potatoes|hash browns|french fries|fries|chips|potato chips|crisps|tater tots',
    'batata|batatas|batata inglesa|batata asterix|batata bolinha|batata monalisa|pure de batata|batata frita|batata palha|batatas fritas|chips de batata',
  ),
  L(
    'sweet-potato',
    ['starch', 'vegetable'],
    'sweet potato|sweet potatoes|yam|yams',
    'batata-doce|batata doce|batata-doce roxa|inhame|cara',
  ),
  L(
    'cassava',
    ['starch', 'vegetable'],
    'cassava|yuca|manioc|taro|arracacha|plantain|plantains|breadfruit|jicama',
    'mandioca|aipim|macaxeira|mandioquinha|batata-baroa|batata baroa|banana-da-terra|banana da terra|fruta-pao|taioba|cara-roxo',
  ),
  L(
    'cassava-flour',
    ['starch'],
    'cassava flour|tapioca|tapioca flour|tapioca starch|tapioca pearls|sour starch|sweet starch|manioc flour|farofa',
    'farinha de mandioca|farinha de mandioca torrada|farinha de mandioca crua|farinha d agua|farinha de tapioca|tapioca|goma de tapioca|goma|polvilho|polvilho doce|polvilho azedo|sagu|farofa|farofa pronta|beiju|fecula de mandioca|massa puba|carimã',
  ),
  L(
    'cornstarch',
    ['starch'],
    'cornstarch|corn starch|potato starch|arrowroot|arrowroot powder|kuzu|starch',
    'amido de milho|maisena|maizena|fecula de batata|araruta|amido|fecula',
  ),
  // ---------------------------------------------------------------- legumes and soy
  L(
    'beans',
    ['legume'],
    'beans|black beans|kidney beans|red kidney beans|pinto beans|white beans|cannellini beans|cannellini|navy beans|haricot beans|borlotti beans|butter beans|lima beans|great northern beans|black-eyed peas|black eyed peas|refried beans|baked beans|adzuki beans|mung beans|broad beans|fava beans|cranberry beans|canned beans|dried beans|bean',
    'feijao|feijoes|feijao preto|feijao carioca|feijao branco|feijao vermelho|feijao rajado|feijao fradinho|feijao de corda|feijao-verde|feijao manteiga|feijao jalo|feijao bolinha|feijao azuki|feijao mungo|fava|favas|feijao cozido|feijao em lata|feijao tropeiro|tutu de feijao|feijao enlatado',
  ),
  L(
    'chickpeas',
    ['legume'],
    'chickpeas|chickpea|garbanzo beans|garbanzos|hummus|houmous|falafel|aquafaba',
    'grao-de-bico|grao de bico|graos-de-bico|homus|hummus|homus de grao de bico|falafel|aquafaba',
  ),
  L(
    'lentils',
    ['legume'],
    'lentils|lentil|red lentils|green lentils|brown lentils|puy lentils|beluga lentils|split peas|yellow split peas|dal|dhal|toor dal|moong dal|chana dal|urad dal',
    'lentilha|lentilhas|lentilha vermelha|lentilha verde|lentilha preta|ervilha partida|ervilha seca|dal',
  ),
  L(
    'peas',
    ['legume', 'vegetable'],
    'peas|green peas|garden peas|frozen peas|petits pois|snow peas|sugar snap peas|mangetout|sugar snaps|pea',
    'ervilha|ervilhas|ervilha fresca|ervilha congelada|ervilha em lata|ervilha torta|ervilhas tortas',
  ),
  L(
    'tofu',
    ['tofu', 'soy'],
    'tofu|firm tofu|extra-firm tofu|silken tofu|smoked tofu|tofu puffs|bean curd|tempeh|yuba',
    'tofu|tofu firme|tofu extra firme|tofu macio|tofu sedoso|tofu defumado|tempeh|yuba',
  ),
  L(
    'soy',
    ['soy', 'legume'],
    'soy|soya|soybeans|soy beans|edamame|soy milk|soya milk|textured vegetable protein|textured soy protein|tvp|soy protein|soy mince|soy chunks|miso|miso paste|white miso|red miso|natto|soy yogurt|soy cream',
    'soja|grao de soja|edamame|leite de soja|bebida de soja|proteina texturizada de soja|proteina de soja|pts|carne de soja|soja texturizada|misso|miso|pasta de misso|iogurte de soja|creme de soja|natto',
  ),
  // ---------------------------------------------------------------- nuts and seeds
  L(
    'peanut',
    ['nut'],
    'peanut|peanuts|peanut butter|roasted peanuts|peanut oil|groundnuts|satay sauce|peanut sauce',
    'amendoim|amendoins|pasta de amendoim|manteiga de amendoim|pacoca|oleo de amendoim|amendoim torrado|molho de amendoim|pe-de-moleque',
  ),
  L(
    'nuts',
    ['nut'],
    'nuts|mixed nuts|almond|almonds|ground almonds|flaked almonds|slivered almonds|almond flour|almond meal|almond butter|almond milk|almond extract|marzipan|walnut|walnuts|pecan|pecans|cashew|cashews|cashew nuts|cashew butter|cashew cream|pistachio|pistachios|hazelnut|hazelnuts|macadamia|macadamia nuts|brazil nuts|brazil nut|pine nuts|pine nut|chestnuts|praline|nut butter|nut milk|frangipane|nougat|gianduja|amaretti',
    'nozes|noz|castanha|castanhas|castanha de caju|castanhas de caju|castanha-de-caju|castanha-do-para|castanha do para|castanha-do-brasil|castanha portuguesa|amendoa|amendoas|amendoas laminadas|farinha de amendoas|farinha de amendoa|leite de amendoas|leite de amendoa|leite de castanha|leite de castanhas|nozes peca|noz peca|pistache|pistaches|avela|avelas|macadamia|pinoli|pinhoes|marzipa|pralinê|praline|creme de castanha|pasta de castanha|nougat|torrone|mix de castanhas|creme de caju',
  ),
  // ---------------------------------------------------------------- plant milks, creams, fats (not dairy)
  L(
    'coconut-milk',
    ['fruit'],
    'coconut milk|light coconut milk|coconut cream|coconut yogurt|coconut yoghurt|creamed coconut|coconut water|coconut condensed milk',
    'leite de coco|creme de coco|leite de coco light|iogurte de coco|agua de coco|leite condensado de coco|coco queimado',
  ),
  L(
    'coconut',
    ['fruit'],
    'coconut|desiccated coconut|shredded coconut|grated coconut|coconut flakes|fresh coconut|coconut meat|coconut flour|coconut sugar',
    'coco|coco ralado|coco fresco|coco seco|coco em flocos|lascas de coco|farinha de coco|acucar de coco',
  ),
  L(
    'plant-milk',
    ['grain'],
    'oat milk|rice milk|oat cream|oat yogurt|plant milk|plant-based milk|non-dairy milk|dairy-free milk|oat drink',
    'leite de aveia|bebida de aveia|leite de arroz|bebida de arroz|leite vegetal|bebida vegetal|creme de aveia|iogurte vegetal|creme vegetal',
  ),
  L(
    'olive-oil',
    ['oil'],
    'olive oil|extra virgin olive oil|extra-virgin olive oil|light olive oil',
    'azeite|azeite de oliva|azeite extravirgem|azeite extra virgem|fio de azeite',
  ),
  L(
    'oil',
    ['oil'],
    'oil|vegetable oil|canola oil|rapeseed oil|sunflower oil|corn oil|grapeseed oil|avocado oil|neutral oil|frying oil|cooking oil|cooking spray|groundnut oil|soybean oil|rice bran oil|palm oil|shortening|vegetable shortening|margarine|vegan butter|plant butter|dairy-free butter|cocoa butter',
    'oleo|oleo vegetal|oleo de soja|oleo de canola|oleo de girassol|oleo de milho|oleo de abacate|oleo para fritar|oleo neutro|gordura vegetal|gordura hidrogenada|margarina|manteiga vegetal|manteiga vegana|manteiga de cacau|azeite de dende|dende|oleo de palma',
  ),
  L(
    'sesame-oil',
    ['oil'],
    'sesame oil|toasted sesame oil|coconut oil|chili oil|chilli oil|truffle oil',
    'oleo de gergelim|oleo de gergelim torrado|oleo de coco|azeite de trufas|oleo de pimenta',
  ),
  // ---------------------------------------------------------------- vegetables
  L(
    'onion',
    ['vegetable'],
    'onion|onions|yellow onion|white onion|red onion|brown onion|sweet onion|shallot|shallots|pearl onions|onion powder|fried onions|caramelized onions',
    'cebola|cebolas|cebola branca|cebola roxa|cebola amarela|chalota|chalotas|echalota|echalotas|cebola em po|cebolinha-pérola|cebola caramelizada|cebola frita',
  ),
  L(
    'scallion',
    ['vegetable', 'herb'],
    'scallion|scallions|green onion|green onions|spring onion|spring onions|chives|leek|leeks|ramps|garlic chives',
    'cebolinha|cebolinha verde|cebolinhas|alho-poro|alho poro|alhos-poros|ciboulette|cebolinha-francesa',
  ),
  L(
    'garlic',
    ['vegetable'],
    'garlic|garlic cloves|clove garlic|cloves garlic|minced garlic|garlic powder|garlic paste|black garlic|roasted garlic|garlic granules',
    'alho|alhos|dente de alho|dentes de alho|alho picado|alho amassado|alho em po|pasta de alho|alho negro|alho frito|alho e sal',
  ),
  L(
    'tomato',
    ['vegetable'],
    'tomato|tomatoes|cherry tomatoes|grape tomatoes|plum tomatoes|roma tomatoes|vine tomatoes|canned tomatoes|tinned tomatoes|chopped tomatoes|crushed tomatoes|diced tomatoes|whole peeled tomatoes|san marzano tomatoes|sun-dried tomatoes|tomato puree|passata|tomato sauce|marinara|marinara sauce|tomato paste|tomato purée|concentrated tomato paste|salsa|pico de gallo|ketchup|tomato ketchup|gazpacho',
    'tomate|tomates|tomate-cereja|tomate cereja|tomates-cereja|tomate italiano|tomate pelado|tomates pelados|tomate em lata|tomate picado|tomate seco|tomates secos|passata|passata de tomate|molho de tomate|polpa de tomate|extrato de tomate|massa de tomate|concentrado de tomate|pure de tomate|ketchup|catchup|vinagrete|molho vinagrete|pico de gallo',
  ),
  L(
    'carrot',
    ['vegetable'],
    'carrot|carrots|baby carrots|grated carrot|parsnip|parsnips|turnip|turnips|swede|rutabaga|beetroot|beetroots|beet|beets|radish|radishes|daikon|celeriac|horseradish',
    'cenoura|cenouras|cenoura ralada|mini cenoura|pastinaca|nabo|nabos|beterraba|beterrabas|rabanete|rabanetes|raiz-forte|raiz forte|aipo-rabano|nabo japones',
  ),
  L(
    'celery',
    ['vegetable'],
    'celery|celery stalks|celery sticks|fennel|fennel bulb',
    'salsao|aipo|talo de salsao|talos de salsao|erva-doce fresca|funcho|bulbo de erva-doce',
  ),
  L(
    'bell-pepper',
    ['vegetable'],
    'bell pepper|bell peppers|red pepper|red peppers|green pepper|green peppers|yellow pepper|yellow peppers|orange pepper|capsicum|sweet pepper|sweet peppers|roasted red peppers|pimiento|pimientos|piquillo peppers|mini peppers|red bell pepper|green bell pepper|yellow bell pepper',
    'pimentao|pimentoes|pimentao vermelho|pimentao verde|pimentao amarelo|pimentao assado|pimentao em conserva|minipimentao|pimentao laranja',
  ),
  L(
    'zucchini',
    ['vegetable'],
    'zucchini|zucchinis|courgette|courgettes|summer squash|yellow squash|chayote|cucumber|cucumbers|english cucumber|gherkins|pickles|pickled cucumbers|dill pickles|cornichons',
    'abobrinha|abobrinhas|abobrinha italiana|abobrinha brasileira|chuchu|chuchus|pepino|pepinos|pepino japones|picles|pepino em conserva|maxixe|jilo',
  ),
  L(
    'eggplant',
    ['vegetable'],
    'eggplant|eggplants|aubergine|aubergines|japanese eggplant|baby eggplant',
    'berinjela|berinjelas|beringela|berinjela japonesa',
  ),
  L(
    'squash',
    ['vegetable'],
    'pumpkin|pumpkin puree|butternut squash|butternut|squash|acorn squash|spaghetti squash|kabocha|winter squash|hokkaido',
    'abobora|aboboras|abobora cabotia|abobora cabotian|abobora japonesa|abobora moranga|moranga|abobora de pescoco|abobora paulista|pure de abobora|jerimum',
  ),
  L(
    'greens',
    ['vegetable'],
    'spinach|baby spinach|kale|lacinato kale|cavolo nero|chard|swiss chard|collard greens|collards|mustard greens|lettuce|romaine|romaine lettuce|iceberg lettuce|little gem|butter lettuce|arugula|rocket|watercress|mixed greens|salad leaves|spring greens|bok choy|pak choi|choy sum|endive|radicchio|frisee|mache|sorrel|dandelion greens|beet greens|microgreens|sprouts|bean sprouts|alfalfa sprouts|nettles',
    'espinafre|espinafres|couve|couve-manteiga|couve manteiga|couve mineira|couve crespa|couve toscana|kale|acelga|alface|alface americana|alface crespa|alface roxa|alface romana|rucula|agriao|folhas verdes|mix de folhas|folhas|almeirao|chicoria|escarola|bok choy|pak choi|acelga chinesa|broto de feijao|brotos de feijao|moyashi|broto de alfafa|brotos|ora-pro-nobis|taioba|serralha|mostarda|folhas de mostarda|beldroega|catalonia|endivia|radicchio',
  ),
  L(
    'cabbage',
    ['vegetable'],
    'cabbage|green cabbage|red cabbage|savoy cabbage|napa cabbage|chinese cabbage|coleslaw mix|sauerkraut|kimchi|brussels sprouts|brussel sprouts',
    'repolho|repolho roxo|repolho verde|repolho crespo|acelga chinesa|chucrute|kimchi|couve-de-bruxelas|couve de bruxelas|couves-de-bruxelas',
  ),
  L(
    'broccoli',
    ['vegetable'],
    'broccoli|broccoli florets|broccolini|tenderstem broccoli|cauliflower|cauliflower florets|cauliflower rice|romanesco|kohlrabi',
    'brocolis|brocolis ninja|brocolis ramoso|brocolos|floretes de brocolis|couve-flor|couve flor|couves-flor|floretes de couve-flor|arroz de couve-flor|romanesco|couve-rabano',
  ),
  L(
    'mushroom',
    ['vegetable'],
    'mushroom|mushrooms|button mushrooms|white mushrooms|cremini|cremini mushrooms|chestnut mushrooms|portobello|portobello mushrooms|portabella|shiitake|shiitake mushrooms|oyster mushrooms|king oyster mushrooms|enoki|porcini|dried porcini|chanterelles|morels|wild mushrooms|mixed mushrooms|maitake|truffle|shimeji',
    'cogumelo|cogumelos|champignon|champignons|champignon em conserva|cogumelo paris|cogumelos paris|portobello|portobellos|shiitake|shitake|shimeji|shimeji branco|shimeji preto|cogumelo-ostra|cogumelo ostra|hiratake|eryngii|enoki|funghi|funghi secchi|porcini|trufa|cogumelos frescos|cogumelos variados|salmon shimeji',
  ),
  L(
    'green-beans',
    ['vegetable'],
    'green beans|string beans|french beans|runner beans|haricots verts|okra|asparagus|asparagus spears|artichoke|artichokes|artichoke hearts|hearts of palm|palm hearts|bamboo shoots|water chestnuts|lotus root|jackfruit|young jackfruit|green jackfruit|nopales|snap beans',
    'vagem|vagens|vagem francesa|quiabo|quiabos|aspargo|aspargos|alcachofra|alcachofras|coracao de alcachofra|palmito|palmitos|palmito pupunha|broto de bambu|castanha-d-agua|raiz de lotus|jaca verde|carne de jaca|jaca',
  ),
  L(
    'olives',
    ['vegetable'],
    'olives|olive|black olives|green olives|kalamata olives|capers|caper berries|olive tapenade|tapenade',
    'azeitona|azeitonas|azeitona preta|azeitonas pretas|azeitona verde|azeitonas verdes|azeitona kalamata|alcaparra|alcaparras|tapenade',
  ),
  L('avocado', ['fruit', 'vegetable'], 'avocado|avocados|hass avocado|guacamole', 'abacate|abacates|avocado|guacamole'),
  L(
    'vegetables',
    ['vegetable'],
    'vegetables|mixed vegetables|frozen vegetables|stir-fry vegetables|veggies|root vegetables|crudites|vegetable',
    'legumes|legume|legumes variados|vegetais|verduras|legumes congelados|seleta de legumes|mix de legumes|jardineira de legumes',
  ),
  L(
    'vegetable-stock',
    ['stock', 'vegetable'],
    'vegetable stock|vegetable broth|veggie stock|vegetable bouillon|vegetable stock cube|mushroom stock|mushroom broth|kombu dashi|vegan stock',
    'caldo de legumes|caldo de vegetais|caldo de legumes caseiro|tablete de caldo de legumes|caldo de cogumelos|caldo vegetal|caldo de legumes em po',
  ),
  L(
    'stock',
    ['stock'],
    'stock|broth|bouillon|stock cube|bouillon cube|consomme|bouillon powder',
    'caldo|caldos|tablete de caldo|caldo caseiro|caldo em po|caldo em tablete|caldo knorr',
  ),
  // ---------------------------------------------------------------- fruit
  L(
    'lemon',
    ['fruit'],
    'lemon|lemons|lemon juice|lemon zest|lime|limes|lime juice|lime zest|key lime|preserved lemons|citrus',
    'limao|limoes|limao tahiti|limao siciliano|limao cravo|suco de limao|raspas de limao|casca de limao|lima|limas|lima-da-persia',
  ),
  L(
    'orange',
    ['fruit'],
    'orange|oranges|orange juice|orange zest|blood orange|mandarin|mandarins|tangerine|tangerines|clementine|clementines|grapefruit|satsuma',
    'laranja|laranjas|suco de laranja|raspas de laranja|laranja-pera|laranja lima|tangerina|tangerinas|mexerica|bergamota|ponkan|toranja|grapefruit',
  ),
  L(
    'banana',
    ['fruit'],
    'banana|bananas|ripe bananas|frozen bananas|banana chips',
    'banana|bananas|banana nanica|banana prata|banana maca|banana madura|bananas maduras|banana congelada|chips de banana',
  ),
  L(
    'apple',
    ['fruit'],
    'apple|apples|green apple|granny smith|apple sauce|applesauce|apple juice|pear|pears|quince',
    'maca|macas|maca verde|maca fuji|maca gala|pure de maca|suco de maca|compota de maca|pera|peras|marmelo',
  ),
  L(
    'berries',
    ['fruit'],
    'berries|mixed berries|strawberry|strawberries|blueberry|blueberries|raspberry|raspberries|blackberry|blackberries|cranberry|cranberries|dried cranberries|cherry|cherries|gooseberries|redcurrants|acai|goji berries|acerola',
    'frutas vermelhas|morango|morangos|mirtilo|mirtilos|blueberry|framboesa|framboesas|amora|amoras|cranberry|cranberries|cereja|cerejas|groselha|acai|polpa de acai|acerola|jabuticaba|pitanga|goji',
  ),
  L(
    'tropical-fruit',
    ['fruit'],
    'mango|mangoes|pineapple|pineapple chunks|papaya|passion fruit|passionfruit|guava|kiwi|kiwis|lychee|lychees|dragon fruit|star fruit|jackfruit pods|cashew fruit|soursop|cupuacu|tamarind|tamarind paste',
    'manga|mangas|abacaxi|abacaxis|mamao|mamao papaia|papaia|maracuja|polpa de maracuja|goiaba|goiabas|kiwi|lichia|lichias|pitaya|carambola|caju|graviola|cupuacu|tamarindo|polpa de tamarindo|caqui|cajá|umbu|buriti|bacuri|seriguela',
  ),
  L(
    'stone-fruit',
    ['fruit'],
    'peach|peaches|nectarine|nectarines|apricot|apricots|dried apricots|plum|plums|prunes|figs|fig|dried figs|dates|date|medjool dates|raisins|sultanas|currants|dried fruit|grapes|grape|pomegranate|pomegranate seeds|melon|cantaloupe|honeydew|watermelon|persimmon',
    'pessego|pessegos|pessego em calda|nectarina|nectarinas|damasco|damascos|damasco seco|ameixa|ameixas|ameixa seca|ameixas secas|ameixa preta|figo|figos|figo seco|tamara|tamaras|uva passa|uvas passas|uva-passa|passas|frutas secas|frutas cristalizadas|uva|uvas|roma|sementes de roma|melao|melancia|caqui',
  ),
  L(
    'jam',
    ['fruit', 'sugar'],
    'jam|jelly|apple butter|marmalade|fruit preserves|preserves|fruit compote|compote|guava paste|quince paste|membrillo|lemon curd|fruit syrup',
    'geleia|geleias|doce de fruta|compota|goiabada|marmelada|doce de goiaba|doce de abobora|bananada|calda de frutas|coulis',
  ),
  // ---------------------------------------------------------------- herbs
  L(
    'parsley',
    ['herb'],
    'parsley|flat-leaf parsley|curly parsley|fresh parsley|cilantro|fresh cilantro|coriander leaves|fresh coriander|culantro|chervil|mixed herbs|fresh herbs|herbs|fines herbes|herbes de provence|italian seasoning|dried herbs',
    'salsinha|salsa|salsa crespa|salsa lisa|cheiro-verde|cheiro verde|coentro|coentro fresco|folhas de coentro|chicoria-do-para|chicoria do para|ervas|ervas frescas|ervas finas|ervas de provence|tempero verde|mix de ervas|ervas secas',
  ),
  L(
    'basil',
    ['herb'],
    'basil|fresh basil|basil leaves|thai basil|holy basil|mint|fresh mint|mint leaves|spearmint|peppermint',
    'manjericao|folhas de manjericao|manjericao fresco|manjericao roxo|manjericao tailandes|hortela|folhas de hortela|hortela fresca|menta|alfavaca',
  ),
  L(
    'woody-herbs',
    ['herb'],
    'oregano|dried oregano|thyme|fresh thyme|thyme sprigs|rosemary|rosemary sprigs|sage|sage leaves|marjoram|tarragon|dill|fresh dill|bay leaf|bay leaves|lemongrass|lemon grass|kaffir lime leaves|lime leaves|curry leaves|epazote|lovage|savory',
    'oregano|tomilho|ramos de tomilho|alecrim|ramos de alecrim|salvia|folhas de salvia|manjerona|estragao|endro|dill|louro|folha de louro|folhas de louro|capim-limao|capim limao|capim-santo|capim santo|folhas de limao kaffir|folhas de curry',
  ),
  // ---------------------------------------------------------------- spices and chillies
  L(
    'chili',
    ['chili', 'spice'],
    'chili|chilli|chile|chilies|chillies|chiles|chili pepper|chili peppers|chilli pepper|hot pepper|hot peppers|red chili|red chilli|green chili|green chilli|fresh chilli|jalapeno|jalapenos|jalapeño|serrano|serrano pepper|habanero|habaneros|scotch bonnet|bird s eye chili|birds eye chilli|bird s eye chilli|thai chili|thai chilies|chipotle|chipotles|chipotle in adobo|ancho chili|ancho chiles|guajillo|pasilla|arbol chili|chile de arbol|kashmiri chilli|kashmiri chili|peperoncino|cayenne|cayenne pepper|chili powder|chilli powder|red pepper flakes|chili flakes|chilli flakes|crushed red pepper|aleppo pepper|gochugaru|hot sauce|sriracha|tabasco|harissa|sambal|sambal oelek|chili paste|chili sauce|sweet chili sauce|piri piri|peri-peri|chili crisp|chilli crisp|nduja paste|chili paste|thai chili paste|nam prik pao|aji amarillo paste|ají|aji|aji amarillo|rocoto|espelette',
    'pimenta vermelha|pimenta verde|pasta de pimenta|pasta de pimenta tailandesa|pasta de aji amarillo|pasta de aji|pimenta fresca|pimenta dedo-de-moca|pimenta dedo de moca|dedo-de-moca|pimenta malagueta|malagueta|pimenta biquinho|pimenta-de-cheiro|pimenta de cheiro|pimenta cumari|pimenta murupi|pimenta habanero|pimenta jalapeno|jalapeno|pimenta caiena|pimenta-caiena|pimenta calabresa|pimenta calabresa em flocos|flocos de pimenta|pimenta em flocos|pimenta chipotle|chipotle|pimenta-do-reino vermelha|pimenta sriracha|sriracha|molho de pimenta|molho de pimenta vermelha|tabasco|harissa|pimenta tailandesa|pimenta olho-de-passaro|pimenta em po|pimenta caiena em po|chili em po|pimenta peperoncino|peperoncino|pimenta baiana|pimenta do reino vermelha|geleia de pimenta|sambal|pimenta-malagueta|pimentas',
  ),
  L(
    'black-pepper',
    ['spice'],
    'black pepper|ground black pepper|freshly ground black pepper|white pepper|peppercorns|pepper|cracked pepper|pink peppercorns|sichuan peppercorns|szechuan pepper',
    'pimenta-do-reino|pimenta do reino|pimenta-do-reino moida|pimenta branca|pimenta rosa|pimenta em grao|pimenta|pimenta sichuan',
  ),
  L(
    'warm-spices',
    ['spice'],
    'cumin|ground cumin|cumin seeds|coriander|ground coriander|coriander seeds|paprika|sweet paprika|smoked paprika|turmeric|ground turmeric|curry powder|curry paste|red curry paste|green curry paste|yellow curry paste|garam masala|tandoori masala|chaat masala|ras el hanout|baharat|za atar|zaatar|sumac|cinnamon|ground cinnamon|cinnamon stick|cinnamon sticks|nutmeg|ground nutmeg|cloves|ground cloves|whole cloves|allspice|cardamom|cardamom pods|star anise|anise|aniseed|fennel seeds|fenugreek|mustard seeds|mustard powder|saffron|saffron threads|ginger|fresh ginger|ground ginger|ginger paste|galangal|vanilla|vanilla extract|vanilla bean|vanilla pod|five-spice|five spice|chinese five spice|pumpkin spice|mixed spice|cajun seasoning|creole seasoning|jerk seasoning|taco seasoning|fajita seasoning|old bay|adobo seasoning|sazon|annatto|achiote|asafoetida|hing|nigella seeds|juniper berries|mace|spices|seasoning|poultry seasoning|steak seasoning|lemon pepper|msg|celery salt|garlic salt|onion salt|cocoa|cocoa powder|cacao|cacao nibs|instant coffee|coffee|espresso|matcha|tea|nutritional yeast|agar|agar agar|xanthan gum|pectin|liquid smoke|food coloring|rose water|orange blossom water',
    'cominho|cominho em po|coentro em po|sementes de coentro|paprica|paprica doce|paprica picante|paprica defumada|colorau|urucum|curcuma|acafrao-da-terra|acafrao da terra|curry|curry em po|pasta de curry|garam masala|masala|zaatar|sumac|sumagre|canela|canela em po|canela em pau|noz-moscada|noz moscada|cravo|cravo-da-india|cravos-da-india|cravo da india|pimenta-da-jamaica|cardamomo|anis-estrelado|anis estrelado|erva-doce|sementes de erva-doce|feno-grego|sementes de mostarda|mostarda em po|acafrao|pistilos de acafrao|gengibre|gengibre fresco|gengibre ralado|gengibre em po|galanga|baunilha|essencia de baunilha|extrato de baunilha|fava de baunilha|cinco especiarias|tempero baiano|tempero cajun|sazon|tempero pronto|tempero completo|tempero para carne|tempero para frango|tempero|temperos|especiarias|chimichurri|lemon pepper|glutamato|sal de aipo|sal de alho|cacau|cacau em po|chocolate em po 100%|cafe|cafe soluvel|cafe expresso|matcha|cha|levedura nutricional|agar-agar|agar agar|goma xantana|pectina|fumaca liquida|corante|agua de rosas|agua de flor de laranjeira',
  ),
  L(
    'leavening',
    ['leavening'],
    'yeast|dried yeast|dry yeast|instant yeast|instant dry yeast|active dry yeast|fresh yeast|baking powder|baking soda|bicarbonate of soda|cream of tartar|self-raising agent',
    'fermento|fermento biologico|fermento biologico seco|fermento fresco|fermento quimico|fermento quimico em po|fermento em po|bicarbonato|bicarbonato de sodio|cremor de tartaro',
  ),
  // ---------------------------------------------------------------- sugar and sweeteners
  L(
    'sugar',
    ['sugar'],
    'sugar|white sugar|granulated sugar|caster sugar|superfine sugar|brown sugar|light brown sugar|dark brown sugar|muscovado|demerara|turbinado|icing sugar|powdered sugar|confectioners sugar|confectioners  sugar|palm sugar|jaggery|panela|piloncillo|rock sugar|sugar syrup|simple syrup|corn syrup|golden syrup|glucose|glucose syrup|molasses|treacle|maple syrup|agave|agave syrup|agave nectar|date syrup|rice syrup|stevia|erythritol|monk fruit sweetener|sweetener|xylitol|dark chocolate|bittersweet chocolate|semisweet chocolate|70% chocolate|sprinkles|chocolate sprinkles|chocolate powder|sweetened cocoa powder|candied fruit|caramel|marshmallow syrup',
    'acucar|chocolate em po|chocolate granulado|granulado|granulado de chocolate|acucar refinado|acucar cristal|acucar mascavo|acucar demerara|acucar de confeiteiro|acucar impalpavel|acucar de coco|acucar organico|acucar light|rapadura|melado|melado de cana|xarope de milho|glucose|glicose|xarope de glicose|xarope de bordo|maple|xarope de agave|agave|xarope de tamara|adocante|stevia|estevia|eritritol|xilitol|chocolate amargo|chocolate meio amargo|chocolate 70%|cobertura de chocolate|confeitos|acucar invertido|calda de acucar|caramelo de acucar',
  ),
  L(
    'honey',
    ['honey', 'sugar'],
    'honey|runny honey|raw honey|manuka honey|honeycomb',
    'mel|mel de abelha|mel organico|favo de mel',
  ),
  L(
    'gelatin',
    ['gelatin'],
    'gelatin|gelatine|gelatin powder|gelatin sheets|leaf gelatine|unflavored gelatin|jello|jell-o|jelly crystals|marshmallows|marshmallow|gummy bears|gummies',
    'gelatina|gelatina incolor|gelatina sem sabor|gelatina em po|gelatina em folha|folhas de gelatina|marshmallow|marshmallows|bala de goma|jujuba|gelatina de morango|gelatina de limao|gelatina de framboesa|gelatina de cereja|maria-mole',
  ),
  // ---------------------------------------------------------------- condiments, liquids
  L(
    'vinegar',
    ['condiment'],
    'vinegar|white vinegar|wine vinegar|red wine vinegar|white wine vinegar|cider vinegar|apple cider vinegar|balsamic|balsamic vinegar|balsamic glaze|rice vinegar|rice wine vinegar|sherry vinegar|distilled vinegar|mustard|dijon mustard|dijon|wholegrain mustard|yellow mustard|english mustard|tahini|tahina|sesame paste|relish|chutney|mango chutney|piccalilli|vegan mayo|vegan mayonnaise|plain vinaigrette|vinaigrette|salad dressing|coconut aminos|tamari|liquid aminos|ume plum vinegar|chimichurri sauce|mojo|adobo sauce|salsa verde|green sauce|barbecue sauce|bbq sauce',
    'vinagre|vinagre branco|vinagre de vinho|vinagre de vinho tinto|vinagre de vinho branco|vinagre de maca|vinagre balsamico|aceto balsamico|reducao de balsamico|vinagre de arroz|vinagre de alcool|mostarda|mostarda dijon|mostarda amarela|mostarda em graos|tahine|tahini|pasta de gergelim|chutney|molho de salada|molho para salada|vinagrete de mostarda|maionese vegana|aminos de coco|tamari|molho tamari',
  ),
  L(
    'wine',
    ['alcohol'],
    'wine|white wine|red wine|dry white wine|dry red wine|rose wine|sparkling wine|prosecco|champagne|sherry|dry sherry|port|marsala|madeira|vermouth|sake|mirin|shaoxing wine|rice wine|cooking wine|brandy|cognac|rum|dark rum|white rum|vodka|gin|tequila|mezcal|whiskey|whisky|bourbon|liqueur|amaretto|grand marnier|cointreau|triple sec|kahlua|coffee liqueur|cider|hard cider|cachaca|pisco|calvados',
    'vinho|vinho branco|vinho tinto|vinho branco seco|vinho tinto seco|vinho rose|espumante|champanhe|prosecco|xerez|vinho do porto|vinho madeira|vinho marsala|vermute|saque|saquê|mirin|vinho de arroz|vinho culinario|conhaque|brandy|rum|vodca|vodka|gim|gin|tequila|uisque|whisky|licor|licor de laranja|licor de cafe|amaretto|sidra|cachaca|pinga|pisco',
  ),
  L(
    'water',
    ['water'],
    'water|cold water|warm water|hot water|boiling water|ice water|ice|ice cubes|sparkling water|soda water|club soda|tonic water',
    'agua|agua fria|agua morna|agua quente|agua fervente|agua gelada|gelo|cubos de gelo|agua com gas|agua tonica',
  ),
  L(
    'salt',
    ['salt'],
    'salt|sea salt|kosher salt|table salt|flaky salt|flaky sea salt|fine salt|coarse salt|rock salt|smoked salt|pink salt|himalayan salt|salt and pepper|pinch of salt',
    'sal|sal marinho|sal grosso|sal fino|sal refinado|flor de sal|sal rosa|sal do himalaia|sal defumado|sal e pimenta|pitada de sal|sal a gosto',
  ),
];

/**
 * Words that, anywhere in an ingredient name, take categories away ("vegan cheese" is not dairy,
 * "gluten-free pasta" has no gluten).
 */
export const NAME_MODIFIERS: { terms: string[]; remove: C[] }[] = [
  {
    terms: [
      'vegan',
      'vegana',
      'vegano',
      'veganas',
      'veganos',
      'plant-based',
      'plant based',
      'a base de plantas',
      'vegetal',
      'vegetais',
    ],
    remove: ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gelatin'],
  },
  {
    terms: [
      'beyond',
      'impossible',
      'meatless',
      'meat-free',
      'meat free',
      'sem carne',
      'veggie',
      'vegetarian',
      'vegetariano',
      'vegetariana',
      'mock',
      'faux',
    ],
    remove: ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish', 'gelatin'],
  },
  { terms: ['dairy-free', 'dairy free', 'non-dairy', 'nondairy', 'sem leite', 'sem laticinios'], remove: ['dairy'] },
  { terms: ['egg-free', 'eggless', 'sem ovo', 'sem ovos'], remove: ['egg'] },
  { terms: ['gluten-free', 'gluten free', 'sem gluten', 'gf', 'livre de gluten'], remove: ['gluten'] },
];

/** Generic words that name a category in steps ("brown the meat" / "doure a carne"). */
export const CATEGORY_WORDS: Partial<Record<C, { en: string[]; pt: string[] }>> = {
  meat: { en: ['meat'], pt: ['carne', 'carnes'] },
  poultry: { en: ['chicken', 'poultry'], pt: ['frango', 'galinha'] },
  fish: { en: ['fish', 'fillets', 'fillet'], pt: ['peixe', 'peixes', 'filés', 'filé', 'posta', 'postas'] },
  shellfish: { en: ['seafood', 'shrimp', 'prawns'], pt: ['frutos do mar', 'camarões', 'camarão'] },
  dairy: { en: [], pt: [] },
};
