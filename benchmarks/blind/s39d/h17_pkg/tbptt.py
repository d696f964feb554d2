import torch.nn.functional as F


def world_model_epoch(world, opt, obs, act, chunk):
    """Truncated BPTT over fixed-size chunks of every logged trajectory."""
    h = world.initial_state(obs.size(0))
    total, n = 0.0, 0
    for start in range(0, obs.size(1) - 1 - chunk + 1, chunk):
        o = obs[:, start:start + chunk]
        a = act[:, start:start + chunk]
        target = obs[:, start + 1:start + chunk + 1]
        pred, h = world(o, a, h)
        mse = F.mse_loss(pred, target)
        opt.zero_grad()
        mse.backward()
        opt.step()
        total, n = total + mse.item(), n + 1
    return total / n


def inverse_epoch(inv, opt, obs, act, batch=256):
    o, o2, a = obs[:, :-1].reshape(-1, obs.size(-1)), obs[:, 1:].reshape(-1, obs.size(-1)), act[:, :-1].reshape(-1, act.size(-1))
    total = 0.0
    for i in range(0, o.size(0), batch):
        err = F.mse_loss(inv(o[i:i + batch], o2[i:i + batch]), a[i:i + batch])
        opt.zero_grad()
        err.backward()
        opt.step()
        total += err.item()
    return total / ((o.size(0) + batch - 1) // batch)
