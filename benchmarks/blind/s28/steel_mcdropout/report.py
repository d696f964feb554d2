import uncertainty


def calibration(model, x, y, scale):
    mean, std = uncertainty.mc_predict(model, x)
    mean, std = mean * scale.std + scale.mean, std * scale.std
    error = mean - y
    inside = (error.abs() <= 1.96 * std).float().mean()
    return {
        "rmse_hrc": round(error.pow(2).mean().sqrt().item(), 2),
        "mean_sd_hrc": round(std.mean().item(), 2),
        "cover95": round(inside.item(), 3),
    }
