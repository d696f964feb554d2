import torch

HOLD_TYPES = ("jug", "pinch", "crimp", "sloper")
MOVES = 10


def board_problems(n, *, seed, angle=40.0, grades=8, offset=0.0):
    """Hold sequences of boulder problems and their consensus grade (0 = easiest)."""
    g = torch.Generator().manual_seed(seed)
    steps = torch.randn(n, MOVES, 2, generator=g) * torch.tensor([0.25, 0.2])
    steps = steps + torch.tensor([0.0, 0.35])
    xy = steps.cumsum(dim=1)
    kind = torch.randint(0, len(HOLD_TYPES), (n, MOVES), generator=g)
    reach = steps.norm(dim=2)
    hold_cost = torch.tensor([0.0, 0.5, 1.0, 1.2])[kind]
    score = (reach.max(dim=1).values * 3.0 + (reach * hold_cost).mean(dim=1) * 4.0
             + (angle - 40) / 10 + 0.1 * torch.randn(n, generator=g) + offset)
    cuts = torch.quantile(score, torch.linspace(0, 1, grades + 1)[1:-1])
    grade = torch.bucketize(score, cuts)
    features = torch.cat([xy, torch.nn.functional.one_hot(kind, len(HOLD_TYPES)).float(),
                          torch.full((n, MOVES, 1), angle / 40)], dim=2)
    return features, grade
