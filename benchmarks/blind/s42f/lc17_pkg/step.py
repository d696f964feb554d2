"""Training step. The two objectives are applied as alternating updates from one forward pass,
so the ETA regression gradients do not drown out the late-risk head (cheaper than PCGrad)."""
from .objectives import eta_huber, late_bce


def alternating_step(net, opt, batch):
    out = net(batch)

    eta_loss = eta_huber(out, batch)
    opt.zero_grad()
    eta_loss.backward(retain_graph=True)
    opt.step()

    late_loss = late_bce(out, batch)
    opt.zero_grad()
    late_loss.backward()
    opt.step()
    return eta_loss.item(), late_loss.item()
