import torch
import torch.nn.functional as F

import data
import model as lap_model
import optim_setup
import track

EPOCHS = 8
BATCH = 64


@torch.no_grad()
def lap_error(net, cache, rider, t):
    pred = net(rider, cache.get())
    seg_mae = (pred - t).abs().mean().item() * 1000.0
    lap_mae = (pred.sum(1) - t.sum(1)).abs().mean().item() * 1000.0
    return seg_mae, lap_mae


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rider, t = data.lap_splits(3000)
    rider_va, t_va = data.lap_splits(600, seed=1)
    net = lap_model.LapModel()
    cache = track.SegmentCache(net.track)
    opt = optim_setup.build_optimizer(net, cache, lr=3e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=EPOCHS)

    seg_mae, lap_mae = lap_error(net, cache, rider_va, t_va)
    print(f"untrained: segment mae {seg_mae:.1f} ms, lap mae {lap_mae:.0f} ms")
    g = torch.Generator().manual_seed(2)
    for epoch in range(EPOCHS):
        perm = torch.randperm(len(rider), generator=g)
        for i in range(0, len(perm), BATCH):
            idx = perm[i:i + BATCH]
            pred = net(rider[idx], cache.get())
            loss = F.mse_loss(pred / t[idx], torch.ones_like(pred))
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
        seg_mae, lap_mae = lap_error(net, cache, rider_va, t_va)
        print(f"epoch {epoch + 1}: segment mae {seg_mae:.1f} ms, lap mae {lap_mae:.0f} ms")


if __name__ == "__main__":
    main()
