import torch


def make_grinder_domain(n, shift, gen):
    """Features: grind setting, dose (g), tamp (kg), water temp (C), bean age (days), standardised."""
    grind = torch.randn(n, 1, generator=gen) + shift
    other = torch.randn(n, 4, generator=gen)
    x = torch.cat([grind, other], dim=1)
    # flow resistance mostly from the *true* particle size, which the grinder shift distorts
    resistance = 0.8 * (grind - 0.6 * shift) + 0.5 * other[:, :1] + 0.3 * other[:, 1:2]
    shot_time = 28.0 + 6.0 * resistance.squeeze(1) + 0.5 * torch.randn(n, generator=gen)
    channel = ((other[:, 1] < -0.4) & (resistance.squeeze(1) > 0.2)).float()
    x = x * torch.tensor([1.0 + 0.3 * shift, 1.0, 1.0, 1.0, 1.0])
    return x, shot_time, channel


class DomainPairLoader:
    def __init__(self, src, tgt, batch_size, gen):
        self.src, self.tgt, self.bs, self.gen = src, tgt, batch_size, gen

    def __iter__(self):
        n = self.src[0].shape[0]
        order_s = torch.randperm(n, generator=self.gen)
        order_t = torch.randperm(self.tgt[0].shape[0], generator=self.gen)
        for i in range(0, n - self.bs + 1, self.bs):
            s, t = order_s[i:i + self.bs], order_t[i:i + self.bs]
            yield {"x_src": self.src[0][s], "time": self.src[1][s], "channel": self.src[2][s],
                   "x_tgt": self.tgt[0][t]}
