import torch

one = torch.FloatTensor([1])
mone = one * -1


def set_requires_grad(net, flag):
    for p in net.parameters():
        p.requires_grad = flag


def critic_update(netD, optD, real, fake, clamp):
    for p in netD.parameters():
        p.data.clamp_(-clamp, clamp)
    netD.zero_grad()
    errD_real = netD(real).mean(0).view(1)
    errD_real.backward(one)
    errD_fake = netD(fake).mean(0).view(1)
    errD_fake.backward(mone)
    optD.step()
    return (errD_real - errD_fake).data


def generator_update(netG, netD, optG, noise):
    set_requires_grad(netD, False)
    netG.zero_grad()
    fake = netG(noise)
    errG = netD(fake).mean(0).view(1)
    errG.backward(one)
    optG.step()
    set_requires_grad(netD, True)
    return errG.data
