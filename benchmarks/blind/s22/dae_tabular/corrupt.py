"""Input corruption for the denoising objective."""
import torch

MAX_FEAT = 12

# per-feature noise gain, broadcast over the batch
_gain = torch.empty(1, MAX_FEAT)


def corrupt(x, level):
    n_feat = x.shape[1]
    noise = torch.randn_like(x) * _gain[:, :n_feat]
    return x + level * noise
