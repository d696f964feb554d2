"""Inner-loop adaptation. The fast weights are swapped into the network in place so that
`net(x)` evaluates the adapted model while the graph back to the meta-weights is kept."""
import torch
import torch.nn.functional as F


def snapshot(net):
    return [(layer, layer.weight, layer.bias) for layer in net.layers]


def restore(saved):
    for layer, w, b in saved:
        layer.weight, layer.bias = w, b


def adapt(net, support, steps, inner_lr, second_order=True):
    xs, ys = support
    saved = snapshot(net)
    for _ in range(steps):
        params = [t for layer in net.layers for t in (layer.weight, layer.bias)]
        fit = F.mse_loss(net(xs), ys)
        grads = torch.autograd.grad(fit, params, create_graph=second_order)
        for i, layer in enumerate(net.layers):
            gw, gb = grads[2 * i], grads[2 * i + 1]
            layer.weight = layer.weight - inner_lr * gw
            layer.bias = layer.bias - inner_lr * gb
    return saved
