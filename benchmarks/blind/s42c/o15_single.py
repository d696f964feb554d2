"""Damage detection in a 24 m Pratt truss footbridge from static load tests.

Each member's axial stiffness EA is unknown (log-parametrised).  Five load
tests (a 50 kN wagon parked at each bottom-chord panel point) were recorded by
six LVDTs.  The stiffness matrix is assembled member by member, the free DOFs
are solved with torch.linalg.solve, and log(EA) is updated by plain gradient
descent with a Tikhonov pull towards the design value.  Test data simulated.
"""
import math
import time

import numpy as np
import torch

torch.set_num_threads(1)
t_start = time.time()

PANEL, HEIGHT, N_PANEL = 4.0, 4.0, 6
EA_DESIGN = 2.1e11 * 3.2e-3            # N, steel, 32 cm^2 sections
DAMAGED = {3: 0.55, 16: 0.70}          # member index -> remaining stiffness fraction

# ------------------------------------------------------------------ geometry
bottom = [(PANEL * i, 0.0) for i in range(N_PANEL + 1)]              # nodes 0..6
top = [(PANEL * i, HEIGHT) for i in range(1, N_PANEL)]               # nodes 7..11
NODES = np.array(bottom + top)
N_NODE = len(NODES)
NDOF = 2 * N_NODE

members = [(i, i + 1) for i in range(N_PANEL)]                        # bottom chord 0..5
members += [(7 + i, 8 + i) for i in range(N_PANEL - 2)]               # top chord 6..9
members += [(i, 6 + i) for i in range(1, N_PANEL)]                    # verticals 10..14
members += [(0, 7), (6, 11)]                                          # end posts 15, 16
members += [(7, 2), (8, 3), (10, 3), (11, 4)]                         # Pratt diagonals 17..20
MEMBERS = members
N_MEM = len(MEMBERS)

fixed = [0, 1, 2 * N_PANEL + 1]                                       # pin at node 0, roller at node 6
FREE = np.array([d for d in range(NDOF) if d not in fixed])

# direction cosines and lengths (numpy, they never change)
GEOM = []
for i, j in MEMBERS:
    dx, dy = NODES[j] - NODES[i]
    length = math.hypot(dx, dy)
    c, s = dx / length, dy / length
    vec = np.array([-c, -s, c, s])
    GEOM.append((np.array([2 * i, 2 * i + 1, 2 * j, 2 * j + 1]), length,
                 torch.tensor(np.outer(vec, vec))))


def assemble(ea):
    """Global stiffness matrix (NDOF x NDOF) for member stiffnesses ea (N_MEM,)."""
    K = torch.zeros(NDOF, NDOF, dtype=torch.float64)
    for e, (dofs, length, kdir) in enumerate(GEOM):
        K[np.ix_(dofs, dofs)] += ea[e] / length * kdir
    return K


# load tests: 50 kN downward at bottom nodes 1..5, one test each
LOADS = torch.zeros(NDOF, N_PANEL - 1, dtype=torch.float64)
for k, node in enumerate(range(1, N_PANEL)):
    LOADS[2 * node + 1, k] = -50.0e3
# LVDTs: vertical at nodes 1..5, horizontal at the roller
SENSOR_DOFS = [2 * n + 1 for n in range(1, N_PANEL)] + [2 * N_PANEL]


def displacements(ea):
    K = assemble(ea)
    k_ff = K[FREE][:, FREE]
    u = torch.zeros(NDOF, LOADS.shape[1], dtype=torch.float64)
    u[FREE] = torch.linalg.solve(k_ff, LOADS[FREE])
    return u[SENSOR_DOFS]               # (6 sensors, 5 tests)


# ------------------------------------------------------------------ "measured" data
ea_true = np.full(N_MEM, EA_DESIGN)
for m, frac in DAMAGED.items():
    ea_true[m] *= frac
rng = np.random.default_rng(17)
with torch.no_grad():
    d_true = displacements(torch.tensor(ea_true))
d_meas = d_true + 2.0e-6 * torch.tensor(rng.standard_normal(tuple(d_true.shape)))   # 2 micron LVDT noise
print(f"{N_NODE} nodes, {N_MEM} members, {d_meas.numel()} readings; "
      f"max deflection {1e3 * d_meas.abs().max():.2f} mm")

# ------------------------------------------------------------------ identification
SCALE = 1.0e3                         # work in mm
REG = 1.0e-4
STEP = 0.06
N_ITER = 1000

log_ea = torch.full((N_MEM,), math.log(EA_DESIGN), dtype=torch.float64, requires_grad=True)
log_design = torch.full((N_MEM,), math.log(EA_DESIGN), dtype=torch.float64)
history = {"iter": [], "misfit_mm2": [], "min_ratio": []}

for it in range(N_ITER):
    d_model = displacements(log_ea.exp())
    misfit = (SCALE * (d_model - d_meas)).pow(2).sum()
    penalty = REG * (log_ea - log_design).pow(2).sum()
    (misfit + penalty).backward()
    # fresh leaf for the next iteration, so no gradient is ever carried over
    log_ea = (log_ea - STEP * log_ea.grad).detach().requires_grad_()

    if it % 200 == 0 or it == N_ITER - 1:
        ratio = (log_ea.detach() - log_design).exp()
        history["iter"].append(it)
        history["misfit_mm2"].append(misfit.item())
        history["min_ratio"].append(ratio.min().item())
        print(f"iter {it:4d}  misfit {misfit.item():.3e} mm^2  weakest member at {ratio.min().item():.2f} x design")

ratio = (log_ea.detach() - log_design).exp().numpy()
order = np.argsort(ratio)
print("\nweakest members (EA / EA_design):")
for m in order[:4]:
    truth = DAMAGED.get(int(m), 1.0)
    print(f"  member {m:2d} {MEMBERS[m]}: {ratio[m]:.3f}   (true {truth:.2f})")
print(f"({time.time() - t_start:.1f} s)")
