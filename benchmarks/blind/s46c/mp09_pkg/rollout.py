import torch


@torch.no_grad()
def collect(env, policy, state, n_steps, gamma=0.97, lam=0.95):
    cols = {k: [] for k in ("states", "actions", "logp", "values", "rewards", "dones")}
    finished, ep_ret = [], getattr(env, "running_return", 0.0)
    for _ in range(n_steps):
        action, logp, value = policy.act(state)
        next_state, reward, done = env.step(action)
        for k, v in zip(cols, (state, action, logp, value, reward, float(done))):
            cols[k].append(v)
        ep_ret += reward
        state = next_state
        if done:
            finished.append(ep_ret)
            state, ep_ret = env.reset(), 0.0
    env.running_return = ep_ret
    values = torch.stack(cols["values"] + [policy.value(state.unsqueeze(0))[0, 0]])
    rewards, dones = torch.tensor(cols["rewards"]), torch.tensor(cols["dones"])
    adv, gae = torch.zeros(n_steps), 0.0
    for t in reversed(range(n_steps)):
        delta = rewards[t] + gamma * values[t + 1] * (1 - dones[t]) - values[t]
        gae = delta + gamma * lam * (1 - dones[t]) * gae
        adv[t] = gae
    batch = {"states": torch.stack(cols["states"]), "actions": torch.stack(cols["actions"]),
             "logp": torch.stack(cols["logp"]), "returns": adv + values[:-1], "adv": adv,
             "old_values": values[:-1]}
    return batch, state, finished
