import torch

INGREDIENTS = ("<pad>", "bread_flour", "ap_flour", "whole_wheat", "rye", "spelt", "water", "milk",
               "instant_yeast", "sourdough", "salt", "sugar", "honey", "butter", "olive_oil", "egg",
               "vital_gluten", "malt", "seeds", "oats", "raisins", "potato", "yogurt", "cocoa")
MAX_ITEMS = 9
IDX = {n: i for i, n in enumerate(INGREDIENTS)}
PROTEIN = {"bread_flour": 1.0, "ap_flour": 0.75, "whole_wheat": 0.55, "rye": 0.15, "spelt": 0.6}


def _volume(items):
    """A baker's rule of thumb turned into a formula: gluten-forming flour x hydration x leavening,
    minus salt/fat/heavy inclusions. Returns cm^3 for a 500 g dough."""
    g = {name: pct for name, pct in items}
    flour = sum(g.get(f, 0.0) for f in PROTEIN)
    strength = sum(PROTEIN[f] * g.get(f, 0.0) for f in PROTEIN) / max(flour, 1e-6) + 0.02 * g.get("vital_gluten", 0)
    hydration = (g.get("water", 0) + 0.9 * g.get("milk", 0) + 0.7 * g.get("yogurt", 0)) / 100.0
    hyd_fac = 1.0 - 4.0 * (hydration - 0.68) ** 2
    leaven = min(1.0, g.get("instant_yeast", 0) / 1.2 + g.get("sourdough", 0) / 25.0)
    inhibit = 0.06 * max(0.0, g.get("salt", 0) - 2.0) + 0.015 * g.get("sugar", 0) + 0.01 * g.get("butter", 0)
    heavy = 0.004 * (g.get("seeds", 0) + g.get("raisins", 0) + g.get("oats", 0))
    return 900.0 + 1900.0 * strength * hyd_fac * (0.3 + 0.7 * leaven) * (1 - inhibit - heavy)


def sample_recipes(n, gen):
    ids = torch.zeros(n, MAX_ITEMS, dtype=torch.long)
    pct = torch.zeros(n, MAX_ITEMS)
    vol = torch.zeros(n)
    extras = list(range(IDX["salt"], len(INGREDIENTS)))
    for r in range(n):
        flour = 1 + int(torch.randint(0, 5, (1,), generator=gen))
        liquid = IDX["water"] if torch.rand((), generator=gen) < 0.75 else IDX["milk"]
        leav = IDX["instant_yeast"] if torch.rand((), generator=gen) < 0.6 else IDX["sourdough"]
        k = int(torch.randint(1, MAX_ITEMS - 3 + 1, (1,), generator=gen))
        pick = torch.randperm(len(extras), generator=gen)[:k].tolist()
        chosen = [flour, liquid, leav] + [extras[j] for j in pick]
        amounts = [100.0, float(55 + 30 * torch.rand((), generator=gen)),
                   float((0.4 + 1.6 * torch.rand((), generator=gen)) if leav == IDX["instant_yeast"]
                         else (5 + 30 * torch.rand((), generator=gen)))]
        amounts += [float(0.5 + 12 * torch.rand((), generator=gen)) for _ in pick]
        ids[r, :len(chosen)] = torch.tensor(chosen)
        pct[r, :len(chosen)] = torch.tensor(amounts)
        vol[r] = _volume([(INGREDIENTS[c], a) for c, a in zip(chosen, amounts)])
    vol = vol + 40.0 * torch.randn(n, generator=gen)
    return ids, pct, vol
