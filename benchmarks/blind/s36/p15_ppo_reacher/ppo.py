import torch


def ppo_update(agent, optimizer, batch, epochs=4, clip=0.2, value_coef=0.5,
               entropy_coef=0.0, max_norm=0.5):
    adv = (batch.advantages - batch.advantages.mean()) / (batch.advantages.std() + 1e-8)
    dist, values = agent(batch.obs)
    log_probs = dist.log_prob(batch.actions).sum(-1)
    entropy = dist.entropy().sum(-1).mean()
    for _ in range(epochs):
        ratio = torch.exp(log_probs - batch.old_log_probs)
        clipped = ratio.clamp(1 - clip, 1 + clip)
        policy_loss = -torch.min(ratio * adv, clipped * adv).mean()
        value_loss = (values - batch.returns).pow(2).mean()
        loss = policy_loss + value_coef * value_loss - entropy_coef * entropy
        optimizer.zero_grad()
        loss.backward(retain_graph=True)
        torch.nn.utils.clip_grad_norm_(agent.parameters(), max_norm)
        optimizer.step()
    return policy_loss.item(), value_loss.item()
