"""Synthetic surface-EMG features from an 8-electrode socket.

Per channel: RMS, waveform length and zero-crossing rate (24 features).  Donning the socket
again shifts the electrodes around the forearm and changes skin impedance, so each session is a
rotated / re-scaled version of the grasp patterns: one session is one task.
"""
import torch

N_CH = 8
GRASPS = ["rest", "power", "pinch", "tripod", "key", "point"]


def sessions(n_sessions, reps, seed=0):
    gen = torch.Generator().manual_seed(seed)
    activation = torch.rand(len(GRASPS), N_CH, generator=gen) ** 2 * 3.0
    activation[0] *= 0.1  # rest
    for sess in range(n_sessions):
        shift = sess % N_CH
        gain = 0.7 + 0.6 * torch.rand(N_CH, generator=gen)
        xs, ys = [], []
        for g in range(len(GRASPS)):
            act = torch.roll(activation[g], shifts=shift) * gain
            act = act + 0.3 * torch.rand(reps, N_CH, generator=gen)
            rms = act + 0.1 * torch.randn(reps, N_CH, generator=gen)
            wl = 1.8 * act + 0.2 * torch.randn(reps, N_CH, generator=gen)
            zc = 0.5 * torch.sqrt(act) + 0.1 * torch.randn(reps, N_CH, generator=gen)
            xs.append(torch.cat([rms, wl, zc], dim=1))
            ys.append(torch.full((reps,), g))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.75 * len(y))
        yield sess, (x[:cut], y[:cut]), (x[cut:], y[cut:])
