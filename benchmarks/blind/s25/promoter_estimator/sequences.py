import torch

ALPHABET = "ACGT"
LENGTH = 60
BOX = "TATAAT"


def encode(indices):
    return torch.nn.functional.one_hot(indices, 4).transpose(1, 2).float()


def synthetic_promoters(count, generator):
    """Random sequences; positives carry a (possibly mutated) -10 box, negatives sometimes a half box."""
    bases = torch.randint(4, (count, LENGTH), generator=generator)
    labels = (torch.rand(count, generator=generator) < 0.5).long()
    box = torch.tensor([ALPHABET.index(c) for c in BOX])
    for i in range(count):
        start = int(torch.randint(20, 45, (1,), generator=generator))
        if labels[i] == 1:
            motif = box.clone()
            if torch.rand(1, generator=generator) < 0.5:
                spot = int(torch.randint(len(BOX), (1,), generator=generator))
                motif[spot] = int(torch.randint(4, (1,), generator=generator))
            bases[i, start:start + len(BOX)] = motif
        elif torch.rand(1, generator=generator) < 0.3:
            bases[i, start:start + 3] = box[:3]
    return encode(bases), labels
