import numpy as np
import torch

from .models import N_FFT, HOP, spectrum


@torch.inference_mode()
def test(model, chunks, chunk_len=2000, overlap=500):
    """Chunked overlap-add enhancement of long recordings, returns mean SNR gain in dB."""
    model.eval()
    gains = []
    step = chunk_len - overlap
    fade = torch.hann_window(2 * overlap)
    for noisy, clean in chunks:
        out = torch.zeros_like(noisy)
        norm = torch.zeros_like(noisy)
        for start in range(0, noisy.shape[-1] - overlap, step):
            seg = noisy[start:start + chunk_len]
            spec = spectrum(seg)
            est = torch.istft(spec * model(spec.abs()[None])[0], N_FFT, HOP,
                              window=torch.hann_window(N_FFT), length=seg.shape[-1])
            w = torch.ones_like(seg)
            w[:overlap] = fade[:overlap] if start > 0 else 1.0
            w[-overlap:] = fade[overlap:] if start + chunk_len < noisy.shape[-1] else 1.0
            out[start:start + seg.shape[-1]] += est * w
            norm[start:start + seg.shape[-1]] += w
        out /= norm.clamp_min(1e-3)
        est_np, clean_np, noisy_np = out.numpy(), clean.numpy(), noisy.numpy()
        snr_out = 10 * np.log10((clean_np ** 2).sum() / ((est_np - clean_np) ** 2).sum())
        snr_in = 10 * np.log10((clean_np ** 2).sum() / ((noisy_np - clean_np) ** 2).sum())
        gains.append(snr_out - snr_in)
    model.train()
    return float(np.mean(gains))
