import torch

PIECES = "PNBRQKpnbrqk"
VALUES = torch.tensor([1.0, 3.0, 3.2, 5.0, 9.0, 0.0, -1.0, -3.0, -3.2, -5.0, -9.0, 0.0])
CENTRE = torch.zeros(8, 8)
CENTRE[2:6, 2:6] = 0.5
CENTRE[3:5, 3:5] = 1.0


def random_positions(count, generator):
    planes = torch.zeros(count, 12, 8, 8)
    for piece, (low, high) in enumerate([(3, 9), (0, 3), (0, 3), (0, 3), (0, 2), (1, 2)] * 2):
        per_board = torch.randint(low, high, (count, 1), generator=generator)
        ranks = torch.rand(count, 64, generator=generator).argsort(1).argsort(1)
        planes[:, piece] = (ranks < per_board).float().view(count, 8, 8)
    occupied = planes.sum(1).clamp(max=1.0)
    planes = planes * occupied.unsqueeze(1) / planes.sum(1, keepdim=True).clamp(min=1.0)
    return planes


def evaluate_positions(planes, generator):
    material = (planes.sum((2, 3)) * VALUES).sum(1)
    centre = ((planes[:, :5] - planes[:, 6:11]) * CENTRE).sum((1, 2, 3))
    advanced = (planes[:, 0] * torch.arange(8).float().view(8, 1)).sum((1, 2)) \
        - (planes[:, 6] * (7 - torch.arange(8).float()).view(8, 1)).sum((1, 2))
    score = material + 0.4 * centre + 0.15 * advanced
    score = score + 0.3 * torch.randn(score.shape, generator=generator)
    return torch.tanh(score / 4.0)
