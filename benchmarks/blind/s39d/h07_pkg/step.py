from .losses import cycle_l1, lsgan


def cyclegan_step(gens, discs, opts, day, night, opt):
    # forward both directions once
    fake_night = gens["day2night"](day)
    fake_day = gens["night2day"](night)
    rec_day = gens["night2day"](fake_night)
    rec_night = gens["day2night"](fake_day)
    adv_night = discs["night"](fake_night)
    adv_day = discs["day"](fake_day)

    # discriminators
    loss_D = 0.5 * (lsgan(discs["night"](night), True) + lsgan(discs["night"](fake_night.detach()), False)
                    + lsgan(discs["day"](day), True) + lsgan(discs["day"](fake_day.detach()), False))
    opts["D"].zero_grad()
    loss_D.backward()
    opts["D"].step()

    # generators: fool both critics and keep cycle consistency
    loss_G = (lsgan(adv_night, True) + lsgan(adv_day, True)
              + cycle_l1(rec_day, day, opt.lambda_cyc) + cycle_l1(rec_night, night, opt.lambda_cyc))
    opts["G"].zero_grad()
    loss_G.backward()
    opts["G"].step()
    return {"D": loss_D.item(), "G": loss_G.item()}
