import torch

N_SENSORS = 10   # flex sensors on thumb, index and middle joints + two pressure pads
N_STYLES = 16    # pencil grip, scissor grip, crossed tips, fist grip, ...


class GloveRecordings:
    def __init__(self, seed=0):
        gen = torch.Generator().manual_seed(seed)
        self.styles = torch.randn(N_STYLES, N_SENSORS, generator=gen) * 1.0
        self.gen = gen

    def episode(self, n_way, k_shot, n_query):
        """One wearer: a random subset of styles and a wearer-specific sensor calibration."""
        g = self.gen
        classes = torch.randperm(N_STYLES, generator=g)[:n_way]
        gain = 1.0 + 0.4 * torch.randn(N_SENSORS, generator=g)
        offset = 0.8 * torch.randn(N_SENSORS, generator=g)
        per = k_shot + n_query
        centers = self.styles[classes].repeat_interleave(per, 0)
        x = (centers + 1.2 * torch.randn(n_way * per, N_SENSORS, generator=g)) * gain + offset
        y = torch.arange(n_way).repeat_interleave(per)
        is_support = (torch.arange(n_way * per) % per) < k_shot
        return (x[is_support], y[is_support]), (x[~is_support], y[~is_support])

    def tasks(self, n_way, k_shot, n_query):
        while True:
            yield self.episode(n_way, k_shot, n_query)
