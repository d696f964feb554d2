"""Learned pulse shaper for a Ti:sapphire amplifier (800 nm, ~40 nm FWHM).

A small network maps the requested pulse (target duration in fs and sign /
size of the linear chirp) to the polynomial spectral phase (GDD, TOD, FOD)
that is written to the SLM of a 4f shaper. The temporal intensity is
computed with an FFT of the shaped spectrum and compared to the requested
intensity profile.
"""
import numpy as np
import torch
import torch.nn as nn

C_NM_PER_FS = 299.792458
LAMBDA0_NM = 800.0
FWHM_NM = 40.0
N_GRID = 256
T_WINDOW_FS = 1600.0


def frequency_grid():
    dt = T_WINDOW_FS / N_GRID
    omega0 = 2 * np.pi * C_NM_PER_FS / LAMBDA0_NM                   # rad/fs
    d_omega = np.fft.fftshift(np.fft.fftfreq(N_GRID, d=dt)) * 2 * np.pi
    dw_fwhm = 2 * np.pi * C_NM_PER_FS * FWHM_NM / LAMBDA0_NM ** 2
    amplitude = np.exp(-2 * np.log(2) * (d_omega / dw_fwhm) ** 2)  # field amplitude
    return omega0, d_omega, amplitude, dt


OMEGA0, DW, AMP, DT = frequency_grid()
# phase basis: GDD (fs^2), TOD (fs^3), FOD (fs^4), scaled so coefficients are O(1)
SCALES = np.array([2e3, 2e4, 2e5])
BASIS = np.stack([DW ** 2 / 2 * SCALES[0], DW ** 3 / 6 * SCALES[1], DW ** 4 / 24 * SCALES[2]])   # (3, N)


def temporal_intensity(phase_coeffs):
    """phase_coeffs: (B, 3) numpy. Returns peak-normalised intensity (B, N)."""
    phi = phase_coeffs @ BASIS
    spec = AMP[None, :] * np.exp(1j * phi)
    field_t = np.fft.fftshift(np.fft.ifft(np.fft.ifftshift(spec, axes=1), axis=1), axes=1)
    inten = np.abs(field_t) ** 2
    return inten / inten.max(axis=1, keepdims=True)


def fwhm_fs(inten):
    above = inten >= 0.5
    return above.sum(axis=1) * DT


def requested_pulses(n, rng):
    """Targets generated from known phases (so they are reachable)."""
    gdd = rng.uniform(-1.0, 1.0, n)
    tod = rng.uniform(-0.5, 0.5, n)
    fod = np.zeros(n)
    coeffs = np.stack([gdd, tod, fod], 1)
    inten = temporal_intensity(coeffs)
    desc = np.stack([fwhm_fs(inten) / 100.0, gdd, tod], 1)          # what the user asks for
    return desc.astype(np.float32), inten, coeffs


class ShaperNet(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh(),
                                  nn.Linear(width, 3))

    def forward(self, desc):
        return self.body(desc)


def intensity_misfit(pred_coeffs, target_intensity):
    """Mean squared difference of the normalised temporal intensities."""
    coeffs_np = pred_coeffs.detach().cpu().numpy().astype(np.float64)
    inten = temporal_intensity(coeffs_np)
    return np.mean((inten - target_intensity) ** 2)


def main():
    torch.manual_seed(0)
    rng = np.random.default_rng(4)
    desc_np, inten_np, true_coeffs = requested_pulses(2048, rng)
    desc = torch.from_numpy(desc_np)
    d_te, i_te, c_te = requested_pulses(256, rng)
    tl = fwhm_fs(temporal_intensity(np.zeros((1, 3))))[0]
    print(f"transform-limited FWHM {tl:.1f} fs; requested pulses {desc_np[:, 0].min() * 100:.0f}-"
          f"{desc_np[:, 0].max() * 100:.0f} fs")

    shaper = ShaperNet(width=64)
    opt = torch.optim.Adam(shaper.parameters(), lr=3e-3)
    per_epoch = []
    for epoch in range(15):
        order = rng.permutation(len(desc))
        batch_losses = []
        for i in range(0, len(order), 128):
            idx = order[i:i + 128]
            coeffs = shaper(desc[idx])
            misfit = intensity_misfit(coeffs, inten_np[idx])
            loss = torch.tensor(misfit, requires_grad=True)
            opt.zero_grad()
            loss.backward()
            opt.step()
            batch_losses.append(loss.item())
        per_epoch.append(np.mean(batch_losses))
        if epoch % 3 == 0 or epoch == 14:
            print(f"epoch {epoch:2d}  intensity misfit {per_epoch[-1]:.5f}")

    with torch.no_grad():
        c_pred = shaper(torch.from_numpy(d_te)).numpy().astype(np.float64)
    err_fs = np.abs(fwhm_fs(temporal_intensity(c_pred)) - d_te[:, 0] * 100.0)
    gdd_err = np.abs(c_pred[:, 0] - c_te[:, 0]) * SCALES[0]
    print(f"test: misfit {np.mean((temporal_intensity(c_pred) - i_te) ** 2):.5f}, "
          f"median |FWHM error| {np.median(err_fs):.1f} fs, median |GDD error| {np.median(gdd_err):.0f} fs^2")


if __name__ == "__main__":
    main()
