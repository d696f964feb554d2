"""Optimizer step fused into the backward pass: each parameter has its own optimizer,
stepped (and its gradient released) as soon as that parameter's gradient is complete."""


def attach_optimizers(model, factory):
    optimizers = {}
    handles = []
    for param in model.parameters():
        optimizers[param] = factory([param])

        def step_and_release(p):
            optimizers[p].step()
            optimizers[p].zero_grad(set_to_none=True)

        handles.append(param.register_post_accumulate_grad_hook(step_and_release))
    return optimizers, handles


def set_lr(optimizers, lr):
    for optimizer in optimizers.values():
        for group in optimizer.param_groups:
            group["lr"] = lr
