import torch
import torch.nn.functional as F


def adapt(net, support, steps, lr, second_order):
    xs, ys = support
    params = net.meta_params()
    for _ in range(steps):
        inner = F.cross_entropy(net(xs, params), ys)
        grads = torch.autograd.grad(inner, list(params.values()), create_graph=second_order)
        params = {name: w - lr * g for (name, w), g in zip(params.items(), grads)}
    return params


def _begin(opt):
    opt.zero_grad(set_to_none=True)


def meta_step(net, opt, batch, hp):
    _begin(opt)
    task_losses, correct, seen = [], 0, 0
    for support, (xq, yq) in batch:
        fast = adapt(net, support, hp["inner_steps"], hp["inner_lr"], second_order=True)
        logits = net(xq, fast)
        task_losses.append(F.cross_entropy(logits, yq))
        correct += (logits.argmax(1) == yq).sum().item()
        seen += yq.numel()
    meta_loss = torch.stack(task_losses).mean()
    meta_loss.backward()
    opt.step()
    return meta_loss.item(), correct / seen
