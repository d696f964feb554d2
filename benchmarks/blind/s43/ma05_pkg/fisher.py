import torch
import torch.nn.functional as F


def empirical_fisher(net, named_params_fn, x, y):
    """Diagonal empirical Fisher: mean of squared per-sample log-likelihood gradients."""
    estimate = {name: torch.zeros_like(p) for name, p in named_params_fn()}
    log_lik = F.log_softmax(net(x), dim=1).gather(1, y[:, None]).squeeze(1)
    for i in range(len(y)):
        net.zero_grad()
        log_lik[i].backward(retain_graph=i < len(y) - 1)
        for name, p in named_params_fn():
            estimate[name] += p.grad.detach() ** 2 / len(y)
    net.zero_grad()
    return estimate
