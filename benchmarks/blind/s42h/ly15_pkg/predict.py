"""Live prediction during a roast: one reading per minute from the colour meter."""
from .roasts import LEVELS


def predict_level(net, readings):
    net.eval()
    logits = net(readings)
    probs = logits.softmax(dim=-1)
    return probs


def follow_roast(net, session, target="medium-dark"):
    """Return the first minute at which the target level is the most likely one."""
    history = []
    for minute in range(len(session)):
        probs = predict_level(net, session[minute:minute + 1])
        history.append([round(p, 3) for p in probs[0].tolist()])
        if LEVELS[int(probs.argmax())] == target:
            return minute, history
    return None, history
