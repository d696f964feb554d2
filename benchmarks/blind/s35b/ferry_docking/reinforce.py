import torch


def discounted(rewards, gamma):
    returns, running = [], torch.zeros_like(rewards[0])
    for r in reversed(rewards):
        running = r + gamma * running
        returns.append(running)
    return torch.stack(returns[::-1])


def finish_episode(policy, optimizer, gamma=0.99):
    returns = discounted(policy.rewards, gamma)
    advantage = returns - returns.mean(dim=1, keepdim=True)
    advantage = advantage / (advantage.std() + 1e-6)
    log_probs = torch.stack(policy.saved_log_probs)
    loss = -(log_probs * advantage).sum(dim=0).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    episode_return = returns[0].mean().item()
    del policy.saved_log_probs[:]
    del policy.rewards[:]
    return episode_return
