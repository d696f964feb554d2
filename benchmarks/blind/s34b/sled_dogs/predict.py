def predict_speed(model, x):
    return model(x)


def evaluate(model, x, y):
    model.eval()
    err = predict_speed(model, x) - y
    return err.abs().mean().item(), (err.abs() < 1.0).float().mean().item()


def plan_checkpoints(model, legs, distance):
    speed = predict_speed(model, legs).squeeze(1)
    hours = distance / speed
    return speed, hours.cumsum(0)
