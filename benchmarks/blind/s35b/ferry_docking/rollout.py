import torch


def run_episode(env, policy, greedy=False):
    obs, done = env.reset(), False
    while not done:
        dist = policy(obs)
        action = dist.probs.argmax(dim=-1) if greedy else dist.sample()
        if not greedy:
            policy.saved_log_probs.append(dist.log_prob(action))
        obs, reward, done = env.step(action)
        policy.rewards.append(reward)
    return env.dist.abs(), env.speed.abs()


@torch.no_grad()
def inspect(env, policy):
    dist, speed = run_episode(env, policy, greedy=True)
    policy.rewards.clear()
    return dist.mean().item() * 10, speed.mean().item() * 10, (speed < 0.05).float().mean().item()
