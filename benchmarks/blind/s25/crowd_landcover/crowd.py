import torch

BANDS = 10
COVER = ("water", "forest", "crop", "urban", "bare")
ANNOTATORS = 5


def cover_signatures(generator):
    return torch.randn(len(COVER), BANDS, generator=generator)


def labelled_pixels(count, signatures, generator):
    """Multispectral pixels with the true cover and the votes of five volunteers of mixed skill."""
    truth = torch.randint(len(COVER), (count,), generator=generator)
    pixels = signatures[truth] + 0.9 * torch.randn(count, BANDS, generator=generator)
    skill = torch.tensor([0.9, 0.8, 0.7, 0.55, 0.4])
    hard = (pixels - signatures[truth]).norm(dim=1) > 3.2
    correct = torch.rand(count, ANNOTATORS, generator=generator) < (skill - 0.25 * hard[:, None].float())
    guesses = torch.randint(len(COVER), (count, ANNOTATORS), generator=generator)
    votes = torch.where(correct, truth[:, None], guesses)
    return pixels, votes, truth
