import torch


@torch.no_grad()
def td_targets(target_q, r, s2, done, gamma, online_q=None):
    """one-step bootstrapped target; double-DQN when online_q is given"""
    q_next = target_q(s2)
    if online_q is None:
        best = q_next.max(1).values
    else:
        a_star = online_q(s2).argmax(1, keepdim=True)
        best = q_next.gather(1, a_star).squeeze(1)
    return r + gamma * (1.0 - done) * best
