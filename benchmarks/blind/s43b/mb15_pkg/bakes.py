"""Synthetic bake logs: folds (book/letter count), butter temp, dough temp, rest minutes between turns,
sheet thickness, proof time and humidity, proof temp, oven temp, egg-wash (0/1).
Targets: honeycomb openness (0-1 score from the cross-section) and specific volume (ml/g)."""
import torch

N_FEAT = 10


def simulate(n, gen):
    folds = torch.randint(2, 5, (n,), generator=gen).float()
    butter = 10 + 8 * torch.rand(n, generator=gen)
    dough = 4 + 8 * torch.rand(n, generator=gen)
    rest = 15 + 45 * torch.rand(n, generator=gen)
    sheet = 3 + 3 * torch.rand(n, generator=gen)
    proof_t = 90 + 90 * torch.rand(n, generator=gen)
    humid = 60 + 30 * torch.rand(n, generator=gen)
    proof_c = 24 + 4 * torch.rand(n, generator=gen)
    oven = 170 + 40 * torch.rand(n, generator=gen)
    wash = torch.randint(0, 2, (n,), generator=gen).float()
    layers = 3 ** folds
    smear = torch.sigmoid((butter - dough - 6) / 1.5) + torch.sigmoid((proof_c - 27) / 0.5)   # butter breaks/leaks
    honey = torch.sigmoid(2.5 - 1.8 * smear - 0.01 * (layers - 27).abs() + 0.01 * (rest - 30) - 0.2 * (sheet - 4.5) ** 2)
    volume = 3 + 2.5 * honey + 0.008 * proof_t * (humid / 80) - 0.004 * (oven - 190) ** 2 / 10
    x = torch.stack([folds / 4, butter / 18, dough / 12, rest / 60, sheet / 6, proof_t / 180, humid / 90,
                     proof_c / 28, oven / 210, wash], 1)
    y = torch.stack([honey, volume / 6], 1) + 0.02 * torch.randn(n, 2, generator=gen)
    return x, y


def datasets(args):
    gen = torch.Generator().manual_seed(args.seed)
    x_unl, _ = simulate(args.unlabelled, gen)
    x_lab, y_lab = simulate(args.labelled, gen)
    x_test, y_test = simulate(800, gen)
    return x_unl, (x_lab, y_lab), (x_test, y_test)
