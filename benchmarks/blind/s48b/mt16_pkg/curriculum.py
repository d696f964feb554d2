"""Two-stage curriculum: temperature only, then temperature + moisture with
the heat-equation residual (which needs the moisture to model latent heat)."""
import torch
import torch.nn as nn

from .toaster import A_HEAT, LATENT, evaporation


def add_moisture_channel(model):
    old = model.readout
    model.readout = nn.Linear(model.width, 2)
    with torch.no_grad():
        # start stage 2 exactly from the stage-1 temperature solution
        model.readout.weight.zero_()
        model.readout.bias.zero_()
        model.readout.weight[0].copy_(old.weight[0])
        model.readout.bias[0].copy_(old.bias[0])


def heat_residual(model, xt):
    out = model(xt)
    temp, moist = out[:, :1], out[:, 1:2]
    g = torch.autograd.grad(temp.sum(), xt, create_graph=True)[0]
    T_x, T_t = g[:, :1], g[:, 1:]
    T_xx = torch.autograd.grad(T_x.sum(), xt, create_graph=True)[0][:, :1]
    return T_t - A_HEAT * T_xx + LATENT * evaporation(temp, moist)


def stage_loss(model, stage, xt, T_obs, m_obs, colloc, w_res=0.05):
    pred = model(xt)
    loss = ((pred[:, :1] - T_obs) ** 2).mean()
    if stage == 2:
        loss = loss + ((pred[:, 1:2] - m_obs) ** 2).mean()
        loss = loss + w_res * (heat_residual(model, colloc) ** 2).mean()
    return loss
