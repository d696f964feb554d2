"""Random legal-looking positions encoded as 12 piece planes, scored by a toy evaluator."""
import torch

PIECE_VALUES = torch.tensor([1.0, 3.0, 3.2, 5.0, 9.0, 0.0])   # P N B R Q K
CENTRE = torch.zeros(8, 8)
CENTRE[2:6, 2:6] = 0.1
CENTRE[3:5, 3:5] = 0.25


def random_positions(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    planes = torch.zeros(n, 12, 8, 8)
    for i in range(n):
        squares = torch.randperm(64, generator=g)
        k = 0
        for colour in (0, 1):
            counts = [int(torch.randint(2, 9, (1,), generator=g)), int(torch.randint(0, 3, (1,),
                      generator=g)), int(torch.randint(0, 3, (1,), generator=g)),
                      int(torch.randint(0, 3, (1,), generator=g)),
                      int(torch.randint(0, 2, (1,), generator=g)), 1]
            for piece, c in enumerate(counts):
                for _ in range(c):
                    sq = int(squares[k])
                    k += 1
                    planes[i, 6 * colour + piece, sq // 8, sq % 8] = 1.0
    return planes


def evaluate(planes):
    """Material + centre control + pawn advancement, from White's point of view (pawns)."""
    material = (planes.sum((2, 3))[:, :6] - planes.sum((2, 3))[:, 6:]) @ PIECE_VALUES
    centre = ((planes[:, :6] - planes[:, 6:]).sum(1) * CENTRE).sum((1, 2))
    ranks = torch.arange(8).float()
    adv = (planes[:, 0].sum(2) * ranks).sum(1) * 0.05 - (planes[:, 6].sum(2)
                                                           * (7 - ranks)).sum(1) * 0.05
    return torch.tanh((material + centre + adv) / 6.0)


def make_split(n, seed):
    x = random_positions(n, seed)
    return x, evaluate(x)


def batches(split, batch_size, shuffle=True):
    x, y = split
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for j in order.split(batch_size):
        yield x[j], y[j]
