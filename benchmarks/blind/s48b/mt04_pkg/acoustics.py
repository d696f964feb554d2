"""Synthetic modal envelopes of plucked nylon strings.

Each partial k of a string with fundamental f0 decays as dA/dt = -gamma A with
gamma = air + viscous * f^2 + a small amplitude-dependent (string-stretch) term.
Frequencies are in kHz, time in seconds, amplitudes normalised to the pluck.
"""
import torch


def true_decay_rate(freq_khz, amp):
    return 0.6 + 2.5 * freq_khz ** 2 + 0.9 * amp ** 2


@torch.no_grad()
def record_notes(n_strings, n_partials, n_samples, t_end, generator):
    f0 = 0.08 + 0.3 * torch.rand(n_strings, 1, generator=generator)
    k = torch.arange(1, n_partials + 1, dtype=torch.float32).unsqueeze(0)
    freq = (f0 * k).reshape(-1, 1)
    pluck_pos = 0.1 + 0.2 * torch.rand(n_strings, 1, generator=generator)
    amp0 = (torch.sin(torch.pi * k * pluck_pos).abs() / k).reshape(-1, 1)
    amp0 = amp0 / amp0.max()
    t = torch.linspace(0.0, t_end, n_samples)
    dt = t[1] - t[0]
    amp = amp0.clone()
    rows = [amp]
    for _ in range(n_samples - 1):
        for _ in range(8):
            amp = amp - (dt / 8) * true_decay_rate(freq, amp) * amp
        rows.append(amp)
    return freq, torch.cat(rows, dim=1), t
