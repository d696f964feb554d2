"""The stack being optimised: air | MgF2 | TiO2 | SiO2 | TiO2 | BK7."""
import numpy as np
import torch

from . import materials
from .tmm import reflectance

STACK = ["MgF2", "TiO2", "SiO2", "TiO2"]          # from the air side
SUBSTRATE = "BK7"
MIN_THICKNESS_NM = 5.0


class CoatingDesign:
    def __init__(self, start_nm, fit_index=False):
        # thicknesses come from the previous design run as a numpy array
        self.thickness_nm = torch.from_numpy(np.asarray(start_nm, dtype=np.float64)).requires_grad_()
        # optional small correction of the deposited indices (packing density)
        self.index_scale = torch.ones(len(STACK), dtype=torch.float64)
        self.index_scale.requires_grad = fit_index
        self.log = {"step": [], "merit": []}

    def indices(self, wl_nm):
        n = torch.stack([materials.index(m, wl_nm) for m in STACK])
        return n * self.index_scale[:, None]

    def spectrum(self, wl_nm):
        n_sub = materials.index(SUBSTRATE, wl_nm)
        return reflectance(self.thickness_nm, self.indices(wl_nm), n_sub, wl_nm)

    def trainable(self):
        return [p for p in (self.thickness_nm, self.index_scale) if p.requires_grad]

    def optimise(self, wl_nm, steps=400, lr=0.5):
        opt = torch.optim.Adam(self.trainable(), lr=lr)
        for k in range(steps):
            opt.zero_grad()
            merit = self.spectrum(wl_nm).mean()
            merit.backward()
            opt.step()
            with torch.no_grad():
                self.thickness_nm.clamp_(min=MIN_THICKNESS_NM)
            self.log["step"].append(k)
            self.log["merit"].append(merit.item())
        return self.log["merit"][-1]
