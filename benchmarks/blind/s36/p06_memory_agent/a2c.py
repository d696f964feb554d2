import torch


def discounted_returns(rewards, masks, last_value, gamma):
    returns = torch.zeros_like(rewards)
    running = last_value
    for t in reversed(range(rewards.size(0))):
        running = rewards[t] + gamma * running * masks[t]
        returns[t] = running
    return returns


def a2c_update(optimizer, params, rollout, gamma=0.95, value_coef=0.5, entropy_coef=0.01,
               max_norm=0.5):
    returns = discounted_returns(rollout["rewards"], rollout["masks"],
                                 rollout["last_value"], gamma)
    advantage = returns - rollout["values"]
    policy_loss = -(rollout["log_probs"] * advantage.detach()).mean()
    value_loss = advantage.pow(2).mean()
    loss = policy_loss + value_coef * value_loss - entropy_coef * rollout["entropy"]
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    optimizer.step()
    return policy_loss.item(), value_loss.item()
