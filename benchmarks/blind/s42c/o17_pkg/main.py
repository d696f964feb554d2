"""python -m o17_pkg.main"""
import time

import torch

from .analysis import phase_sensitivity
from .design import STACK, CoatingDesign
from .evaluate import evaluate_design

torch.set_num_threads(1)

BAND_NM = torch.linspace(420.0, 680.0, 131, dtype=torch.float64)
START_NM = [85.0, 95.0, 30.0, 15.0]


def show(tag, metrics):
    print(f"{tag:8s} mean R {metrics['mean_R_pct']:.3f} %  max R {metrics['max_R_pct']:.3f} % "
          f"(at {metrics['worst_nm']:.0f} nm)  photopic {metrics['photopic_R_pct']:.3f} %")


def main():
    t0 = time.time()
    design = CoatingDesign(START_NM, fit_index=False)
    with torch.no_grad():
        show("start", evaluate_design(design, BAND_NM))

    design.optimise(BAND_NM)
    with torch.no_grad():
        show("final", evaluate_design(design, BAND_NM))
    print("layers (air side first): " + ", ".join(
        f"{m} {d:.1f} nm" for m, d in zip(STACK, design.thickness_nm.detach().tolist())))

    sens = phase_sensitivity(design, BAND_NM)
    print("\nlayer     d<R>/d(delta)   d<R>/d(d) [1/nm]")
    for label, dp, dt in sens:
        print(f"{label:7s}   {dp:+.3e}      {dt:+.3e}")
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
