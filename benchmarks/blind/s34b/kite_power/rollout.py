import torch


def rollout(env, policy, horizon):
    state = env.reset()
    powers, penalties = [], []
    for _ in range(horizon):
        action = policy(env.observe(state))
        state, power, tension = env.step(state, action)
        over = torch.relu(tension - env.max_tension)
        short = torch.relu(200.0 - state["length"])
        long = torch.relu(state["length"] - 600.0)
        powers.append(power)
        penalties.append(0.05 * over ** 2 + 0.01 * (short ** 2 + long ** 2))
    return torch.stack(powers, 1), torch.stack(penalties, 1)


def objective(env, policy, horizon):
    power, penalty = rollout(env, policy, horizon)
    return -power.mean() + penalty.mean(), power.mean().item()
