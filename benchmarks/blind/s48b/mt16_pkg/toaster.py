"""Finite-difference reference: temperature T and moisture m across the
thickness of a bread slice between two radiant elements (nondimensional).

    T_t = a T_xx - L * evap,    m_t = b m_xx - evap,
    evap = k * m * sigmoid((T - T_boil) / w)
Both faces are driven by the element temperature, which ramps up over the
first third of the toasting cycle; faces are dried (m = 0) from the start.
"""
import torch

A_HEAT, B_MOIST, K_EVAP, LATENT, T_BOIL, WIDTH = 0.2, 0.02, 8.0, 0.4, 0.5, 0.05


def evaporation(temp, moist):
    return K_EVAP * moist * torch.sigmoid((temp - T_BOIL) / WIDTH)


def element_temperature(t):
    return torch.clamp(3.0 * t, max=1.0)


@torch.no_grad()
def toast(n_x=33, n_t=41, t_end=1.0, substeps=40):
    x = torch.linspace(0.0, 1.0, n_x)
    dx = x[1] - x[0]
    temp = torch.zeros(n_x)
    moist = torch.ones(n_x)
    moist[0] = moist[-1] = 0.0
    times = torch.linspace(0.0, t_end, n_t)
    h = (times[1] - times[0]) / substeps
    T_out, m_out = [temp.clone()], [moist.clone()]
    t = 0.0
    for _ in range(n_t - 1):
        for _ in range(substeps):
            ev = evaporation(temp, moist)
            lap_T = torch.zeros_like(temp)
            lap_m = torch.zeros_like(moist)
            lap_T[1:-1] = (temp[2:] - 2 * temp[1:-1] + temp[:-2]) / dx ** 2
            lap_m[1:-1] = (moist[2:] - 2 * moist[1:-1] + moist[:-2]) / dx ** 2
            temp = temp + h * (A_HEAT * lap_T - LATENT * ev)
            moist = (moist + h * (B_MOIST * lap_m - ev)).clamp_min(0.0)
            t += h.item()
            temp[0] = temp[-1] = element_temperature(torch.tensor(t))
            moist[0] = moist[-1] = 0.0
        T_out.append(temp.clone())
        m_out.append(moist.clone())
    return x, times, torch.stack(T_out, dim=1), torch.stack(m_out, dim=1)
