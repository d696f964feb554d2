import torch

from .frontend import HOP, to_tf, to_wave
from .objectives import magnitude_loss, waveform_loss


def train_on_stream(model, opt, noisy, clean, chunk_frames, wave_weight, probe=False):
    """Truncated BPTT over one long batch of recordings, chunk by chunk, state carried forward."""
    spec, ref = to_tf(noisy), to_tf(clean)
    state = None
    stats = {"mag": [], "wave": [], "grad_energy": None}
    for start in range(0, spec.shape[1] - chunk_frames + 1, chunk_frames):
        sl = slice(start, start + chunk_frames)
        mask, state = model(spec[:, sl].abs(), state)
        state = state.detach()
        enh = spec[:, sl] * mask
        enh_mag = enh.abs()
        if probe:
            enh_mag.retain_grad()
        mag_l = magnitude_loss(enh_mag, ref[:, sl].abs())
        n = (chunk_frames - 1) * HOP
        wave_l = waveform_loss(to_wave(enh, n), to_wave(ref[:, sl], n))
        opt.zero_grad()
        mag_l.backward(retain_graph=True)
        (wave_weight * wave_l).backward()
        opt.step()
        if probe:
            stats["grad_energy"] = enh_mag.grad.pow(2).mean(dim=(0, 1))
        stats["mag"].append(mag_l.item())
        stats["wave"].append(wave_l.item())
    return stats


@torch.no_grad()
def test(model, chunks, chunk_frames):
    model.eval()
    total_err, total_ref = 0.0, 0.0
    for noisy, clean in chunks:
        spec = to_tf(noisy[None])
        state, masks = None, []
        for start in range(0, spec.shape[1], chunk_frames):
            mask, state = model(spec[:, start:start + chunk_frames].abs(), state)
            masks.append(mask)
        est = to_wave(spec * torch.cat(masks, dim=1), noisy.shape[-1])[0]
        total_err += (est - clean).pow(2).sum().item()
        total_ref += clean.pow(2).sum().item()
    model.train()
    return 10 * torch.log10(torch.tensor(total_ref / total_err)).item()
