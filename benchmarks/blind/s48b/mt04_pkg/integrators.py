import torch


def rk4_step(field, freq, amp, h):
    k1 = field(freq, amp)
    k2 = field(freq, amp + 0.5 * h * k1)
    k3 = field(freq, amp + 0.5 * h * k2)
    k4 = field(freq, amp + h * k3)
    return amp + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def rollout(field, freq, amp0, t, substeps=2):
    amp = amp0
    out = [amp]
    for i in range(t.numel() - 1):
        h = (t[i + 1] - t[i]) / substeps
        for _ in range(substeps):
            amp = rk4_step(field, freq, amp, h)
        out.append(amp)
    return torch.cat(out, dim=1)
