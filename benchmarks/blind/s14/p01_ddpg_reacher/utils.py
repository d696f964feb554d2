def soft_update(target, source, tau):
    """Polyak averaging: target <- (1 - tau) * target + tau * source."""
    for t_param, s_param in zip(target.parameters(), source.parameters()):
        t_param.mul_(1.0 - tau).add_(s_param.detach(), alpha=tau)


def hard_update(target, source):
    target.load_state_dict(source.state_dict())
