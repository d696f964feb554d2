from .physics import boundary_loss, fin_residual


def adaptive_step(net, weights, opt_net, opt_w, z, kappa, beta, w_bc=10.0):
    res = fin_residual(net, z, kappa, beta)
    pde = weights(res)
    loss = pde + w_bc * boundary_loss(net)

    # ascent on the collocation weights (opt_w was built with maximize=True)
    opt_w.zero_grad()
    pde.backward(retain_graph=True, inputs=list(weights.parameters()))
    opt_w.step()

    # descent on the network
    opt_net.zero_grad()
    loss.backward()
    opt_net.step()
    return loss.item(), res.detach().abs().max().item()
