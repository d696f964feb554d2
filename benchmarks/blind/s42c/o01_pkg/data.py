"""Synthetic shaker-rig record (stands in for the DAQ export)."""
import torch

from . import physics


def rig_record(cfg):
    gen = torch.Generator().manual_seed(cfg.SEED)
    t = torch.arange(cfg.N_STEPS, dtype=torch.float64) * cfg.DT
    road = physics.road_profile(t)
    k_true = torch.tensor(cfg.TRUE["k_s"], dtype=torch.float64)
    c_true = torch.tensor(cfg.TRUE["c_s"], dtype=torch.float64)
    with torch.no_grad():
        acc, _ = physics.simulate(physics.rest_state(), road, k_true, c_true, cfg)
    acc_meas = acc + cfg.ACC_NOISE * torch.randn(acc.shape, generator=gen, dtype=torch.float64)
    return t, road, acc_meas
