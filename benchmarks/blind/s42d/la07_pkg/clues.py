import torch

CLUE_TYPES = ("anagram", "charade", "hidden", "double_def", "container", "homophone", "cryptic_def")
TYPE_HARDNESS = torch.tensor([0.0, 0.4, -0.5, 0.6, 0.7, 0.5, 1.2])
N_SETTERS = 12
LOG_S_CENTRE, LOG_S_SCALE = 4.8, 0.9


def clue_bank(n, gen):
    kind = torch.randint(0, len(CLUE_TYPES), (n,), generator=gen)
    setter = torch.randint(0, N_SETTERS, (n,), generator=gen)
    answer_len = torch.randint(3, 16, (n,), generator=gen).float()
    words = torch.randint(1, 4, (n,), generator=gen).float()
    rarity = torch.rand(n, generator=gen)                     # share of J/Q/X/Z-style letters
    surface = torch.randint(4, 14, (n,), generator=gen).float()
    crossers = torch.rand(n, generator=gen)                   # fraction of letters already filled
    weekday = torch.randint(0, 6, (n,), generator=gen).float()

    setter_bias = torch.linspace(-0.6, 0.8, N_SETTERS)[setter]
    hard = (TYPE_HARDNESS[kind] + setter_bias + 0.08 * answer_len + 0.3 * (words > 1).float()
            + 0.8 * rarity - 1.6 * crossers + 0.12 * weekday + 0.2 * torch.randn(n, generator=gen))
    log_seconds = 3.6 + 0.9 * hard
    gave_up = (torch.rand(n, generator=gen) < torch.sigmoid(2.0 * hard - 2.5)).float()

    onehot = torch.nn.functional.one_hot(kind, len(CLUE_TYPES)).float()
    num = torch.stack([answer_len / 15, words / 3, rarity, surface / 13, crossers, weekday / 5], 1)
    return {"kind": onehot, "num": num, "setter": setter}, {"log_s": log_seconds, "gave_up": gave_up}


def index(batch, idx):
    return {k: v[idx] for k, v in batch.items()}
