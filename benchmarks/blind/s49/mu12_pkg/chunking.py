import torch

from .stft_utils import analyse, synthesise


@torch.no_grad()
def separate_long(model, mix, chunk=4000, hop=3000):
    """Overlap-add separation of a long single-channel recording."""
    starts = list(range(0, max(mix.shape[-1] - chunk, 0) + 1, hop))
    if starts[-1] + chunk < mix.shape[-1]:
        starts.append(mix.shape[-1] - chunk)
    segments = torch.empty(len(starts), chunk)
    for i, s in enumerate(starts):
        segments[i] = mix[s:s + chunk]
    spec = analyse(segments)
    est = synthesise(model(spec.abs()) * spec[:, None], chunk)
    out = torch.zeros(model.n_src, mix.shape[-1])
    weight = torch.zeros(mix.shape[-1])
    taper = torch.hann_window(chunk, periodic=False).clamp_min(1e-3)
    for i, s in enumerate(starts):
        out[:, s:s + chunk] += est[i] * taper
        weight[s:s + chunk] += taper
    out /= weight
    return out
