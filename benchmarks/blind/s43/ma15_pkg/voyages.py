"""Synthetic hull-monitoring frames from an icebreaker.

Per 5-second frame: peak and RMS strain on 6 bow-shoulder gauges, rise time, event duration,
shaft-torque dip and ship speed.  Every voyage crosses a different ice regime with its own
event taxonomy, so each voyage is a task with its own label set (task-incremental).
"""
import torch

N_FEATS = 16
VOYAGES = {
    "baltic_winter": ["open_water", "level_ice", "ridge", "brash"],
    "svalbard_spring": ["level_ice", "floe_impact", "ridge", "compression", "open_water"],
    "st_lawrence": ["brash", "floe_impact", "open_water"],
    "laptev_summer": ["multiyear_floe", "ridge", "level_ice", "open_water"],
}


def voyage_frames(per_event, seed=0):
    gen = torch.Generator().manual_seed(seed)
    event_sig = {}
    for name, events in VOYAGES.items():
        hull_speed = 0.5 * torch.randn(N_FEATS, generator=gen)
        xs, ys = [], []
        for k, ev in enumerate(events):
            if ev not in event_sig:
                event_sig[ev] = 0.9 * torch.randn(N_FEATS, generator=gen)
            xs.append(event_sig[ev] + hull_speed + torch.randn(per_event, N_FEATS, generator=gen))
            ys.append(torch.full((per_event,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield name, len(events), (x[:cut], y[:cut]), (x[cut:], y[cut:])
