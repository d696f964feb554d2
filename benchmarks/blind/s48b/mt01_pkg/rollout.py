"""Truncated backpropagation through time over long faucet rollouts."""
import torch.nn.functional as F


def window_loss(pred, target, mass_weight=2.0):
    err = F.mse_loss(pred[..., :2], target[..., :2])
    return err + mass_weight * F.mse_loss(pred[..., 2], target[..., 2])


def train_tbptt(sim, opt, traj, window, teacher_every=0):
    n_steps = traj.shape[1]
    memory = sim.initial_memory(traj.shape[0])
    state = traj[:, 0]
    history = []
    for start in range(0, n_steps - 1, window):
        stop = min(start + window, n_steps - 1)
        opt.zero_grad()
        loss = 0.0
        for t in range(start, stop):
            state, memory = sim(state, memory)
            loss = loss + window_loss(state, traj[:, t + 1])
            if teacher_every and (t + 1) % teacher_every == 0:
                state = 0.5 * (state + traj[:, t + 1])
        loss = loss / (stop - start)
        loss.backward()
        opt.step()
        history.append(loss.item())
    return history
