def td_targets(batch, *, bootstrap_net, gamma):
    """One-step TD targets r + gamma * max_a Q'(s', a) for a sampled transition batch."""
    next_q = bootstrap_net(batch["next_obs"]).max(dim=-1).values
    return batch["reward"] + gamma * (1.0 - batch["done"]) * next_q


def double_td_targets(batch, *, online_net, bootstrap_net, gamma):
    best = online_net(batch["next_obs"]).argmax(dim=-1, keepdim=True)
    next_q = bootstrap_net(batch["next_obs"]).gather(-1, best).squeeze(-1)
    return batch["reward"] + gamma * (1.0 - batch["done"]) * next_q
