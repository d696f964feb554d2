"""Maintenance phase of total intravenous anaesthesia: patient covariates,
remifentanil co-infusion and the current BIS; target is the propofol
infusion rate (mg/kg/h) that held BIS in 40-60 over the next 10 minutes.
"""
import torch

COVARIATES = ("age", "weight_kg", "height_cm", "male", "remi_ug_kg_min", "bis_now",
              "minutes_since_induction")


def patients(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    age, weight, height = u(18, 85), u(45, 120), u(150, 195)
    male = (torch.rand(n, generator=generator) < 0.5).float()
    remi = u(0.05, 0.3)
    bis = u(35, 70)
    minutes = u(10, 180)
    lbm = torch.where(male == 1, 1.1 * weight - 128 * (weight / height) ** 2,
                      1.07 * weight - 148 * (weight / height) ** 2)
    rate = 9.0 * (1 - 0.006 * (age - 40)) * (lbm / weight) ** 0.5
    rate = rate * (1 - 1.4 * (remi - 0.1)) + 0.08 * (bis - 50) - 0.006 * minutes
    rate = (rate + 0.3 * torch.randn(n, generator=generator)).clamp(2.0, 14.0)
    x = torch.stack([age, weight, height, male, remi, bis, minutes], dim=1)
    return x, rate
